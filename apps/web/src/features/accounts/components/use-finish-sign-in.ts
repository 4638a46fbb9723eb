// After sign-in or register: remember who is signed in, greet them and go where they were heading.
import type { AuthResponse } from '@sherehe/core/api/auth';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { safeNextPath } from './next-path.ts';

export function useFinishSignIn() {
  const setUser = useSession((state) => state.setUser);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The token is not kept: the browser holds the session in an httpOnly cookie, out of reach of scripts.
  return (response: Pick<AuthResponse, 'user'>, greeting: string) => {
    setUser(response.user);
    toast.success(greeting);
    navigate(safeNextPath(params.get('next')), { replace: true });
  };
}

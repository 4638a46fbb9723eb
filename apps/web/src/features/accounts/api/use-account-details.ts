// The account's own details: name and language (changed at once), and a new e-mail address or phone number (a link
// is sent to it; opening that link makes the change). Each answer that is the account again becomes the session's.
import type {
  ChangeContactBody,
  ChangeContactResponse,
  ConfirmContactBody,
  SessionUser,
  UpdateProfileBody,
} from '@sherehe/core/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

export function useUpdateProfile() {
  const setUser = useSession((state) => state.setUser);
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiRequest<{ user: SessionUser }>('/auth/me', { method: 'PATCH', body }).then((answer) => answer.user),
    onSuccess: setUser,
  });
}

export function useChangeContact() {
  return useMutation({
    mutationFn: (body: ChangeContactBody) =>
      apiRequest<ChangeContactResponse>('/auth/me/contact', { method: 'POST', body }),
  });
}

export function useConfirmContact() {
  const setUser = useSession((state) => state.setUser);
  return useMutation({
    mutationFn: (body: ConfirmContactBody) =>
      apiRequest<{ user: SessionUser }>('/auth/me/contact/confirm', { method: 'POST', body }).then(
        (answer) => answer.user,
      ),
    onSuccess: setUser,
  });
}

// POST /auth/sign-out ends the server session; only then is the stored user forgotten. This browser's push
// subscription is withdrawn first, while the session still says whose it is.
import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { forgetPushSubscription } from '../../../lib/push/push-subscription.ts';

export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      await forgetPushSubscription();
      try {
        await apiRequest(auth.signOut);
      } catch (error) {
        // 401: the session had already ended (expired, or signed out elsewhere), which is what was asked for.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
  });
}

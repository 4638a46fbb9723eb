// The account's own details: name and language (changed at once), and a new e-mail address or phone number (a link
// is sent to it; opening that link makes the change). Each answer that is the account again becomes the session's.
import type { ChangeContactBody, ConfirmContactBody, UpdateProfileBody } from '@sherehe/core/api/auth';
import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-store.ts';

export function useUpdateProfile() {
  const setUser = useSession((state) => state.setUser);
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiRequest(auth.updateProfile, { body }).then((answer) => answer.user),
    onSuccess: setUser,
  });
}

export function useChangeContact() {
  return useMutation({
    mutationFn: (body: ChangeContactBody) => apiRequest(auth.changeContact, { body }),
  });
}

export function useConfirmContact() {
  const setUser = useSession((state) => state.setUser);
  return useMutation({
    mutationFn: (body: ConfirmContactBody) =>
      apiRequest(auth.confirmContact, { body }).then((answer) => answer.user),
    onSuccess: setUser,
  });
}

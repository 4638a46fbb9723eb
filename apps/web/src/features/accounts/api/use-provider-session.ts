// GET /auth/me after the OpenID provider sent the browser back: the server set the cookie, this says whose it is.
import { authEndpoints as auth } from '@sherehe/core/api/auth-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const providerSessionQuery = queryOptions({
  queryKey: ['auth', 'me', 'after-provider-sign-in'],
  queryFn: ({ signal }) => apiRequest(auth.me, { signal }),
  retry: false,
  gcTime: 0, // asked once per return from the provider, never answered from an earlier visit
});

export function useProviderSession(enabled: boolean) {
  return useQuery({ ...providerSessionQuery, enabled });
}

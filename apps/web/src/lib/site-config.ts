// Public contact details (footer, support chat) from the server; they change only when the company's details do.
import type { SiteConfig } from '@sherehe/core/api/site-config';
import { siteConfigEndpoints as siteConfig } from '@sherehe/core/api/site-config-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: ({ signal }) => apiRequest(siteConfig.get, { signal }),
  staleTime: 60 * 60 * 1000,
  gcTime: 24 * 60 * 60 * 1000,
});

export function useSiteConfig() {
  return useQuery(siteConfigQuery);
}

export type { SiteConfig };

// One month of the vendor's money (GET /vendor/statements/:month), and where its CSV and PDF are downloaded.
import type { VendorStatement } from '@sherehe/core/api/statements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '../../../lib/api-client.ts';
import { vendorKeys } from './vendor-query-keys.ts';

const statementPath = (month: string) => `/vendor/statements/${encodeURIComponent(month)}`;

export function useVendorStatement(month: string) {
  return useQuery({
    queryKey: vendorKeys.statement(month),
    queryFn: ({ signal }) => apiRequest<VendorStatement>(statementPath(month), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A link the browser downloads with the session cookie. */
export const statementFileUrl = (month: string, format: 'csv' | 'pdf', language: 'en' | 'sw') =>
  `${API_BASE}${statementPath(month)}/export?${new URLSearchParams({ format, language })}`;

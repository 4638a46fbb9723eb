// One month of the vendor's money (GET /vendor/statements/:month), and where its CSV and PDF are downloaded.
import { statementsEndpoints } from '@sherehe/core/api/statements-endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { vendorKeys } from './vendor-query-keys.ts';

export const vendorStatementQuery = (month: string) =>
  queryOptions({
    queryKey: vendorKeys.statement(month),
    queryFn: ({ signal }) => apiRequest(statementsEndpoints.vendorMonth, { params: { month }, signal }),
    placeholderData: keepPreviousData,
  });

export function useVendorStatement(month: string) {
  return useQuery(vendorStatementQuery(month));
}

/** A link the browser downloads with the session cookie. */
export const statementFileUrl = (month: string, format: 'csv' | 'pdf', language: 'en' | 'sw') =>
  endpointUrl(statementsEndpoints.vendorExport, { params: { month }, query: { format, language } });

// The committee adds contributors: one at a time (POST /events/{id}/pledges; the same phone updates its pledge) or
// from a CSV file (POST …/pledges/import, the file's text as text/csv).
import type { AddContributorInput, ImportResult } from '@sherehe/core/api/pledges';
import { pledgesEndpoints as pledges } from '@sherehe/core/api/pledges-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, endpointUrl, isErrorBody, refusalError } from '../../../lib/api-client.ts';
import { readString } from '../../../lib/storage.ts';
import { AUTH_TOKEN_KEY } from '../../../lib/storage-keys.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export function useAddContributor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddContributorInput) =>
      apiRequest(pledges.addContributor, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

// The API client speaks JSON; an import is the file itself, so it is sent here with the same headers and errors.
async function postCsv(url: string, csv: string): Promise<ImportResult> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'text/csv' };
  const token = readString(AUTH_TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(url, {
    method: pledges.importContributors.method,
    headers,
    body: csv,
    credentials: 'same-origin',
  });
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isErrorBody(payload)) throw await refusalError(res.status, payload);
    throw new ApiError(res.status, 'http', `HTTP error! status: ${res.status}`);
  }
  return payload as ImportResult;
}

export function useImportContributors(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => postCsv(endpointUrl(pledges.importContributors, { params: { id } }), csv),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

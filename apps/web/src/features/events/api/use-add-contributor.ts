// The committee adds contributors: one at a time (POST /events/{id}/pledges; the same phone updates its pledge) or
// from a CSV file (POST …/pledges/import, the file's text as text/csv).
import type { AddContributorInput } from '@sherehe/core/api/pledges';
import { pledgesEndpoints as pledges } from '@sherehe/core/api/pledges-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CSV_TYPE, sendFileBody } from '../../../lib/send-file-body.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export function useAddContributor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddContributorInput) =>
      apiRequest(pledges.addContributor, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

export function useImportContributors(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The API client speaks JSON; an import is the file itself.
    mutationFn: (csv: string) => sendFileBody(pledges.importContributors, { id }, csv, CSV_TYPE),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

// What the committee does to the guest list: add, change and remove a guest, import a CSV or Excel file (the file
// itself as the body), and invite contributors of the ledger. Each refreshes the event: counts, ledger, history.
import type { GuestInput, GuestsFromPledgesInput, GuestUpdate } from '@sherehe/core/api/guests';
import { guestsEndpoints as guests } from '@sherehe/core/api/guests-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CSV_TYPE, sendFileBody, XLSX_TYPE } from '../../../lib/send-file-body.ts';
import { eventManageKeys } from './event-manage-keys.ts';

/** A change to the event: once done, everything shown of it is asked for again. */
export function useEventMutation<Input, Output>(id: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

export function useAddGuest(id: string) {
  return useEventMutation(id, (input: GuestInput) => apiRequest(guests.add, { params: { id }, body: input }));
}

export function useUpdateGuest(id: string) {
  return useEventMutation(id, ({ guestId, change }: { guestId: string; change: GuestUpdate }) =>
    apiRequest(guests.update, { params: { id, guestId }, body: change }),
  );
}

export function useRemoveGuest(id: string) {
  return useEventMutation(id, (guestId: string) => apiRequest(guests.remove, { params: { id, guestId } }));
}

export function useInviteContributors(id: string) {
  return useEventMutation(id, (input: GuestsFromPledgesInput) =>
    apiRequest(guests.addFromPledges, { params: { id }, body: input }),
  );
}

/** A workbook by its name (browsers give CSV files several types, or none); anything else is read as CSV. */
export const importTypeOf = (file: File) => (/\.xlsx$/i.test(file.name) ? XLSX_TYPE : CSV_TYPE);

export function useImportGuests(id: string) {
  return useEventMutation(id, (file: File) => sendFileBody(guests.import, { id }, file, importTypeOf(file)));
}

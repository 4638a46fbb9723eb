// The committee (kamati): GET /events/{id}/committee, and the host's or chair's invite, role change and removal.
import type { CommitteeInvite } from '@sherehe/core/api/events';
import { eventsEndpoints as events } from '@sherehe/core/api/events-endpoints';
import type { CommitteeRole } from '@sherehe/core/event-rules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const committeeQuery = (id: string) =>
  queryOptions({
    queryKey: eventManageKeys.committee(id),
    queryFn: ({ signal }) => apiRequest(events.committee, { params: { id }, signal }),
  });

export function useCommittee(id: string) {
  return useQuery(committeeQuery(id));
}

export type CommitteeChange =
  | { action: 'invite'; invite: CommitteeInvite }
  | { action: 'role'; memberId: string; role: CommitteeRole }
  | { action: 'remove'; memberId: string };

function send(id: string, change: CommitteeChange) {
  switch (change.action) {
    case 'invite':
      return apiRequest(events.invite, { params: { id }, body: change.invite });
    case 'role':
      return apiRequest(events.changeRole, {
        params: { id, memberId: change.memberId },
        body: { role: change.role },
      });
    case 'remove':
      return apiRequest(events.removeMember, { params: { id, memberId: change.memberId } });
  }
}

export function useCommitteeChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CommitteeChange) => send(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

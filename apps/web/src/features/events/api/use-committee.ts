// The committee (kamati): GET /events/{id}/committee, and the host's or chair's invite, role change and removal.
import type { CommitteeInvite, CommitteeList } from '@sherehe/core/api/events';
import type { CommitteeRole } from '@sherehe/core/event-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys, eventPath } from './event-manage-keys.ts';

export function useCommittee(id: string) {
  return useQuery({
    queryKey: eventManageKeys.committee(id),
    queryFn: ({ signal }) => apiRequest<CommitteeList>(eventPath(id, '/committee'), { signal }),
  });
}

export type CommitteeChange =
  | { action: 'invite'; invite: CommitteeInvite }
  | { action: 'role'; memberId: string; role: CommitteeRole }
  | { action: 'remove'; memberId: string };

function send(id: string, change: CommitteeChange) {
  switch (change.action) {
    case 'invite':
      return apiRequest<unknown>(eventPath(id, '/committee'), { method: 'POST', body: change.invite });
    case 'role':
      return apiRequest<unknown>(eventPath(id, `/committee/${change.memberId}`), {
        method: 'PATCH',
        body: { role: change.role },
      });
    case 'remove':
      return apiRequest<unknown>(eventPath(id, `/committee/${change.memberId}`), { method: 'DELETE' });
  }
}

export function useCommitteeChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CommitteeChange) => send(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

// Reminders: the event's rules (GET, POST, DELETE /events/{id}/reminder-rules) and "remind now" (preview, then send).
import type {
  ReminderRuleInput,
  RemindNowInput,
  RemindPreview,
  reminderRules,
  remindResult,
} from '@sherehe/core/api/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys, eventPath } from './event-manage-keys.ts';

export type ReminderRules = z.infer<typeof reminderRules>;
export type RemindResult = z.infer<typeof remindResult>;

export function useReminderRules(id: string) {
  return useQuery({
    queryKey: eventManageKeys.reminderRules(id),
    queryFn: ({ signal }) => apiRequest<ReminderRules>(eventPath(id, '/reminder-rules'), { signal }),
  });
}

export function useAddReminderRule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ReminderRuleInput) =>
      apiRequest<unknown>(eventPath(id, '/reminder-rules'), { method: 'POST', body: rule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

export function useDeleteReminderRule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) =>
      apiRequest<unknown>(eventPath(id, `/reminder-rules/${ruleId}`), { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

export function useRemindPreview(id: string) {
  return useMutation({
    mutationFn: (audience: RemindNowInput) =>
      apiRequest<RemindPreview>(eventPath(id, '/reminders/preview'), { method: 'POST', body: audience }),
  });
}

export function useRemindNow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (audience: RemindNowInput) =>
      apiRequest<RemindResult>(eventPath(id, '/reminders/send'), { method: 'POST', body: audience }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.history(id) }),
  });
}

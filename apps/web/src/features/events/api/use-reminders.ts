// Reminders: the event's rules (GET, POST, DELETE /events/{id}/reminder-rules) and "remind now" (preview, then send).
import type {
  ReminderRuleInput,
  RemindNowInput,
  reminderRules,
  remindResult,
} from '@sherehe/core/api/reminders';
import { remindersEndpoints as reminders } from '@sherehe/core/api/reminders-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export type ReminderRules = z.infer<typeof reminderRules>;
export type RemindResult = z.infer<typeof remindResult>;

export const reminderRulesQuery = (id: string) =>
  queryOptions({
    queryKey: eventManageKeys.reminderRules(id),
    queryFn: ({ signal }) => apiRequest(reminders.rules, { params: { id }, signal }),
  });

export function useReminderRules(id: string) {
  return useQuery(reminderRulesQuery(id));
}

export function useAddReminderRule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: ReminderRuleInput) => apiRequest(reminders.addRule, { params: { id }, body: rule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

export function useDeleteReminderRule(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) => apiRequest(reminders.removeRule, { params: { id, ruleId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.event(id) }),
  });
}

export function useRemindPreview(id: string) {
  return useMutation({
    mutationFn: (audience: RemindNowInput) =>
      apiRequest(reminders.preview, { params: { id }, body: audience }),
  });
}

export function useRemindNow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (audience: RemindNowInput) => apiRequest(reminders.send, { params: { id }, body: audience }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventManageKeys.history(id) }),
  });
}

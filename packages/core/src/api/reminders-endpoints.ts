// Reminders to contributors: the event's rules and "remind now" with its preview: each endpoint once
// (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

const eventRefusals = { 404: ['event.not_found'], 403: ['event.not_allowed'] } as const;
const changeRefusals = { ...eventRefusals, 422: ['event.hidden'] } as const;

export const remindersEndpoints = endpoints<typeof import('./reminders.ts')>()('reminders', {
  rules: {
    method: 'GET',
    path: '/events/:id/reminder-rules',
    summary: "The event's reminder rules: the day each goes out and how many it reached",
    params: 'eventIdParams',
    response: 'reminderRules',
    refusals: eventRefusals,
  },
  addRule: {
    method: 'POST',
    path: '/events/:id/reminder-rules',
    summary: 'Add a rule: remind contributors N days before the pledge deadline or the event',
    params: 'eventIdParams',
    body: 'reminderRuleInput',
    response: 'reminderRule',
    status: 201,
    refusals: {
      ...eventRefusals,
      409: ['reminder.duplicate'],
      422: ['event.hidden', 'reminder.too_many'],
    },
  },
  removeRule: {
    method: 'DELETE',
    path: '/events/:id/reminder-rules/:ruleId',
    summary: 'Remove a reminder rule',
    params: 'ruleParams',
    response: null,
    status: 204,
    refusals: { ...changeRefusals, 404: ['event.not_found', 'reminder.not_found'] },
  },
  preview: {
    method: 'POST',
    path: '/events/:id/reminders/preview',
    summary: 'Remind now, first look: how many it would reach, how many replied STOP, and the message',
    params: 'eventIdParams',
    body: 'remindNowInput',
    response: 'remindPreview',
    refusals: changeRefusals,
  },
  send: {
    method: 'POST',
    path: '/events/:id/reminders/send',
    summary: 'Remind now: one SMS to each contributor the preview counted (once per event per 10 minutes)',
    params: 'eventIdParams',
    body: 'remindNowInput',
    response: 'remindResult',
    refusals: { ...eventRefusals, 422: ['event.hidden', 'reminder.nobody'], 429: ['request.too_many'] },
  },
});

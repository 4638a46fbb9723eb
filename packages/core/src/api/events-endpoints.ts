// Events: the host's and the committee's event, its committee and history, the public page behind a share code and
// the admins' moderation: each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { messageRefusals, onEventRefusals, uploadRefusals } from './refusal-groups.ts';

const onEvent = onEventRefusals;
const dateRules = ['event.date_past', 'event.deadline_after_event', 'event.deadline_past'] as const;
const onMember = { ...onEvent, 404: [...onEvent[404], 'committee.member_not_found'] } as const;

export const eventsEndpoints = endpoints<typeof import('./events.ts')>()('events', {
  create: {
    method: 'POST',
    path: '/events',
    summary:
      'Create an event (I am its host); it gets a short code for its share link and is open for pledges',
    body: 'eventInput',
    response: 'eventDetail',
    status: 201,
    refusals: { 400: ['event.starts_at_invalid'], 422: dateRules },
  },
  mine: {
    method: 'GET',
    path: '/events/mine',
    summary:
      'The events I host and the ones I help organise, upcoming first, with their figures; and those whose door I keep',
    response: 'myEvents',
  },
  get: {
    method: 'GET',
    path: '/events/:id',
    summary: 'One event, for its host and committee, with my role and what it lets me do',
    params: 'eventIdParams',
    response: 'eventDetail',
    // A gate officer only: their page is the door's.
    refusals: { 403: ['event.door_only'], 404: ['event.not_found'] },
  },
  update: {
    method: 'PATCH',
    path: '/events/:id',
    summary: 'Change the event (host, chair)',
    params: 'eventIdParams',
    body: 'eventUpdate',
    response: 'eventDetail',
    refusals: { ...onEvent, 400: ['event.starts_at_invalid'], 422: [...onEvent[422], ...dateRules] },
  },
  close: {
    method: 'POST',
    path: '/events/:id/close',
    summary: 'Stop taking pledges (host, chair)',
    params: 'eventIdParams',
    response: 'eventDetail',
    refusals: { ...onEvent, 409: ['event.already_closed'] },
  },
  reopen: {
    method: 'POST',
    path: '/events/:id/reopen',
    summary: 'Take pledges again (host, chair)',
    params: 'eventIdParams',
    response: 'eventDetail',
    refusals: { ...onEvent, 409: ['event.already_open'] },
  },
  setCover: {
    method: 'PUT',
    path: '/events/:id/cover',
    summary: 'Set the cover photo (multipart, field "file"; JPEG, PNG or WebP up to 10 MB; host, chair)',
    params: 'eventIdParams',
    upload: true,
    response: 'eventDetail',
    refusals: { ...onEvent, ...uploadRefusals },
  },
  removeCover: {
    method: 'DELETE',
    path: '/events/:id/cover',
    summary: 'Remove the cover photo (host, chair)',
    params: 'eventIdParams',
    response: 'eventDetail',
    refusals: onEvent,
  },
  publicEvent: {
    method: 'GET',
    path: '/public/events/:code',
    summary: 'The public page behind a share code: no phone numbers, no contributor list',
    params: 'eventCodeParams',
    response: 'publicEvent',
    refusals: { 404: ['event.not_found'] },
  },
  committee: {
    method: 'GET',
    path: '/events/:id/committee',
    summary: 'The committee: the host and every invited co-organiser with their role',
    params: 'eventIdParams',
    response: 'committeeList',
    refusals: { 403: onEvent[403], 404: onEvent[404] },
  },
  invite: {
    method: 'POST',
    path: '/events/:id/committee',
    summary: 'Invite a co-organiser by phone or e-mail, in a role; the invitation goes out by SMS or e-mail',
    params: 'eventIdParams',
    body: 'committeeInvite',
    response: 'committeeMember',
    status: 201,
    refusals: {
      ...onEvent,
      409: ['committee.already_member'],
      422: [...onEvent[422], 'committee.is_host', 'committee.full'],
      429: messageRefusals,
    },
  },
  changeRole: {
    method: 'PATCH',
    path: '/events/:id/committee/:memberId',
    summary: "Change a co-organiser's role",
    params: 'memberIdParams',
    body: 'committeeRoleChange',
    response: 'committeeMember',
    refusals: onMember,
  },
  removeMember: {
    method: 'DELETE',
    path: '/events/:id/committee/:memberId',
    summary: 'Remove a co-organiser from the committee',
    params: 'memberIdParams',
    response: null,
    status: 204,
    refusals: onMember,
  },
  history: {
    method: 'GET',
    path: '/events/:id/history',
    summary: 'Everything that changed on the event, newest first, a page at a time',
    params: 'eventIdParams',
    query: 'cursorQuery',
    response: 'eventHistoryPage',
    refusals: { 400: ['page.cursor_invalid'], 403: onEvent[403], 404: onEvent[404] },
  },
  adminList: {
    method: 'GET',
    path: '/admin/events',
    summary: 'Every event, newest first; search by name or code, or list the hidden ones',
    query: 'adminEventsQuery',
    response: 'adminEventPage',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  hide: {
    method: 'POST',
    path: '/admin/events/:id/hide',
    summary: 'Hide an event with a reason: its public page answers 404 and it takes no pledges; audited',
    params: 'eventIdParams',
    body: 'hideEventInput',
    response: 'adminEvent',
    refusals: { 404: ['event.not_found'] },
  },
  unhide: {
    method: 'POST',
    path: '/admin/events/:id/unhide',
    summary: 'Show a hidden event again; audited',
    params: 'eventIdParams',
    response: 'adminEvent',
    refusals: { 404: ['event.not_found'] },
  },
});

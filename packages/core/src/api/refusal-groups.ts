// Reasons several endpoints share, written once for their descriptors.
import type { Refusals } from './endpoint.ts';

/** What an endpoint that sends a person's texts or e-mails may answer 429 with (platform/outbound/budget.ts). */
export const messageRefusals = [
  'outbound.sender_limit',
  'outbound.recipient_limit',
  'outbound.event_limit',
  'outbound.site_limit',
] as const;

/** What an endpoint that sends a mobile-money prompt may answer 429 with. */
export const promptRefusals = [
  'outbound.prompt_sender_limit',
  'outbound.prompt_recipient_limit',
  'outbound.site_limit',
] as const;

/** What an endpoint that starts a mobile-money payment may refuse it with (features/payments/start-payment.ts). */
export const paymentRefusals = [
  'payments.unavailable',
  'payments.amount_too_small',
  'payments.phone_invalid',
] as const;

/** What an upload endpoint may answer about its file, whatever it does with it (platform/storage/read-upload.ts). */
export const uploadRefusals = {
  400: [
    'upload.not_multipart',
    'upload.one_file',
    'upload.cut_short',
    'upload.no_file',
    'upload.empty',
    'upload.not_image',
    'upload.too_many_pixels',
  ],
  413: ['upload.too_large'],
} as const satisfies Refusals;

/** What starting a payout may refuse with (features/payouts/service.ts startPayout). */
export const startPayoutRefusals = {
  409: ['payouts.payout_open'],
  422: [
    'payouts.unavailable',
    'payouts.no_account',
    'payouts.paused',
    'payouts.below_minimum',
    'payouts.vendor_suspended',
    'payouts.held',
  ],
} as const satisfies Refusals;

/**
 * What an endpoint acting on one event may answer about the caller's role (features/events/event-access.ts): no role
 * is a 404 (the event is not admitted to exist), a role without the permission a 403, a change to a hidden event 422.
 */
export const onEventRefusals = {
  403: ['event.not_allowed'],
  404: ['event.not_found'],
  422: ['event.hidden'],
} as const satisfies Refusals;

// A provider's callback: verified by the provider's adapter, then stored once and applied like any provider event.
import { AppError } from '../../platform/errors.ts';
import {
  CallbackRejected,
  type CallbackRequest,
  type ProviderEvent,
  ProviderUnavailable,
} from '../../platform/payments/mobile-money-provider.ts';
import type { RailContext } from './rail-context.ts';
import { recordEvent, reportOf } from './settle.ts';

/**
 * Refusals: 404 payments.callback_unknown_provider, 400 payments.callback_unreadable, 401 payments.callback_forged,
 * 503 payments.provider_unreachable.
 */
export async function receiveCallback(ctx: RailContext, providerName: string, request: CallbackRequest) {
  const { provider, log } = ctx;
  if (!provider || provider.name !== providerName) {
    throw new AppError('not_found', 'payments.callback_unknown_provider');
  }
  let event: ProviderEvent;
  try {
    event = await provider.readCallback(request);
  } catch (error) {
    if (error instanceof CallbackRejected) {
      log.warn(
        { provider: providerName, problem: error.problem },
        `payment callback refused: ${error.message}`,
      );
      if (error.problem === 'body') throw new AppError('validation', 'payments.callback_unreadable');
      throw new AppError('unauthorized', 'payments.callback_forged');
    }
    if (error instanceof ProviderUnavailable) {
      throw new AppError('unavailable', 'payments.provider_unreachable');
    }
    throw error;
  }
  return recordEvent(ctx, 'callback', providerName, {
    eventId: event.eventId,
    reference: event.reference,
    amountTzs: event.amountTzs,
    raw: event.raw ?? null,
    reportedStatus: event.status,
    report: reportOf(event.status, event.message, event.providerReference),
  });
}

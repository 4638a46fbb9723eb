// The demo phone's rules (the simulator's prompts as a phone shows them): there only while payments are simulated.
import type { DevPhonePush } from '@sherehe/core/api/payments';
import { normalizePhone } from '@sherehe/core/phone';
import { AppError } from '../../platform/errors.ts';
import type { SimulatedPush, Simulator } from '../../platform/payments/simulator.ts';
import type { PaymentRail } from './service.ts';

function simulatorOf(payments: PaymentRail): Simulator {
  const simulator = payments.simulator();
  if (!simulator) throw new AppError('not_found', 'payments.simulator_off');
  return simulator;
}

const toPush = (push: SimulatedPush): DevPhonePush => ({
  id: push.reference,
  amountTzs: push.amountTzs,
  merchant: push.merchant,
  description: push.description,
  status: push.status,
  createdAt: push.createdAt.toISOString(),
  expiresAt: push.expiresAt.toISOString(),
});

export async function pushesOnPhone(payments: PaymentRail, number: string) {
  const simulator = simulatorOf(payments);
  const phone = normalizePhone(number);
  if (!phone) throw new AppError('validation', 'payments.phone_invalid');
  return { phone, pushes: (await simulator.pushesTo(phone)).map(toPush) };
}

/** Any 4 digits approve (the schema checks the PIN's shape): the demo has no wallet whose PIN could be wrong. */
export async function answerPush(payments: PaymentRail, id: string, decision: 'approve' | 'decline') {
  const push = await simulatorOf(payments).answer(id, decision);
  return { push: toPush(push) };
}

// An order's status as a coloured pill, the same for its customer, its vendor and the admins (words: `orders`).
import type { OrderStatus } from '@sherehe/core/order-rules';
import { useTranslation } from 'react-i18next';

const tones: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-teal-100 text-teal-900',
  confirmed: 'bg-green-100 text-green-900',
  delivered: 'bg-stone-200 text-stone-800',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-100 text-stone-700',
  expired: 'bg-stone-100 text-stone-700',
};

/** An order going ahead (paid, accepted) whose balance is still owed. */
export function owesBalance(status: OrderStatus, balanceTzs = 0): boolean {
  return balanceTzs > 0 && (status === 'paid' || status === 'confirmed');
}

/**
 * An order going ahead with a balance still owed says so: "Deposit paid", never a green "Paid" for part of the money
 * (`balanceTzs` from the order; left out where only the status matters).
 */
export function OrderStatusBadge({ status, balanceTzs = 0 }: { status: OrderStatus; balanceTzs?: number }) {
  const { t } = useTranslation('orders');
  const partly = owesBalance(status, balanceTzs);
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-semibold text-xs ${
        partly ? 'bg-amber-100 text-amber-900' : tones[status]
      }`}
    >
      {partly
        ? t(status === 'paid' ? 'status.depositPaid' : 'status.acceptedDepositPaid')
        : t(`status.${status}`)}
    </span>
  );
}

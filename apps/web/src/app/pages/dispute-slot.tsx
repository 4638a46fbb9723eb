// An order's dispute card (the disputes feature's), for the order pages of the customer, the admin and the vendor.
import type { OrderSlot } from '../../components/order-slot.ts';
import { DisputeSection } from '../../features/disputes/components/dispute-section.tsx';

export const dispute: OrderSlot = (order, onOrder) => <DisputeSection order={order} onOrder={onOrder} />;

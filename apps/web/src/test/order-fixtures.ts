// Answers of the checkout and orders API as the server sends them, for the orders tests.
import type {
  CheckoutGroup,
  CheckoutLine,
  CheckoutPreview,
  OrderDetail,
  OrderSummary,
} from '@sherehe/core/api/orders';

export const HALL = '11111111-1111-4111-8111-111111111111';
export const CAKE = '22222222-2222-4222-8222-222222222222';
export const HALL_VENDOR = '33333333-3333-4333-8333-333333333333';
export const CAKE_VENDOR = '44444444-4444-4444-8444-444444444444';
export const ORDER = '55555555-5555-4555-8555-555555555555';
export const PAYMENT = '66666666-6666-4666-8666-666666666666';
export const CHECKOUT = '77777777-7777-4777-8777-777777777777';

export function checkoutLine(overrides: Partial<CheckoutLine> = {}): CheckoutLine {
  return {
    productId: HALL,
    title: 'Mlimani Hall',
    kind: 'service',
    priceTzs: 500_000,
    priceUnit: 'event',
    quantity: 1,
    guests: 200,
    eventDate: '2026-12-12',
    location: null,
    lineTotalTzs: 500_000,
    problem: null,
    ...overrides,
  };
}

export function checkoutGroup(overrides: Partial<CheckoutGroup> = {}): CheckoutGroup {
  return {
    vendorId: HALL_VENDOR,
    vendorName: 'Mlimani Events',
    lines: [checkoutLine()],
    totalTzs: 500_000,
    dueNowTzs: 150_000,
    ...overrides,
  };
}

export function checkoutPreview(overrides: Partial<CheckoutPreview> = {}): CheckoutPreview {
  const groups = overrides.groups ?? [
    checkoutGroup(),
    checkoutGroup({
      vendorId: CAKE_VENDOR,
      vendorName: 'Keki Tamu',
      lines: [
        checkoutLine({
          productId: CAKE,
          title: 'Wedding cake',
          kind: 'product',
          priceTzs: 80_000,
          priceUnit: 'item',
          quantity: 2,
          guests: null,
          location: 'Mbezi',
          lineTotalTzs: 160_000,
        }),
      ],
      totalTzs: 160_000,
      dueNowTzs: 160_000,
    }),
  ];
  return {
    groups,
    totalTzs: groups.reduce((sum, group) => sum + group.totalTzs, 0),
    dueNowTzs: groups.reduce((sum, group) => sum + group.dueNowTzs, 0),
    phone: '+255754123456',
    paymentsEnabled: true,
    simulator: false,
    minTzs: 1000,
    maxTzs: 5_000_000,
    ...overrides,
  };
}

export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: ORDER,
    reference: 'SH-1042',
    status: 'paid',
    vendorId: HALL_VENDOR,
    vendorName: 'Mlimani Events',
    customerName: 'Neema Mushi',
    eventDate: '2026-12-12',
    totalTzs: 500_000,
    paidTzs: 150_000,
    balanceTzs: 350_000,
    placedAt: '2026-11-24T11:20:00.000Z',
    firstTitle: 'Mlimani Hall',
    lineCount: 1,
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    lines: [
      {
        listingId: HALL,
        title: 'Mlimani Hall',
        kind: 'service',
        priceTzs: 500_000,
        priceUnit: 'event',
        quantity: 1,
        guests: 200,
        eventDate: '2026-12-12',
        location: 'Mlimani City',
        lineTotalTzs: 500_000,
      },
    ],
    location: 'Mlimani City',
    note: 'Please arrive by 9',
    dueNowTzs: 150_000,
    refundedTzs: 0,
    holdExpiresAt: null,
    timeline: [
      { kind: 'placed', at: '2026-11-24T11:20:00.000Z', amountTzs: 500_000, note: null, by: 'customer' },
      {
        kind: 'payment_succeeded',
        at: '2026-11-24T11:22:00.000Z',
        amountTzs: 150_000,
        note: null,
        by: 'system',
      },
    ],
    pendingPaymentId: null,
    canCancel: true,
    canPayBalance: true,
    canConfirm: false,
    canDecline: false,
    canDeliver: false,
    canConfirmReceipt: false,
    canDispute: false,
    dispute: null,
    customerPhone: null,
    ...overrides,
  };
}

// Where checkout and orders send people: the order page, and the payment waiting page (another part of the app).
export const orderPath = (id: string) => `/event-planners/orders/${encodeURIComponent(id)}`;
export const paymentPath = (id: string) => `/event-planners/payments/${encodeURIComponent(id)}`;
/** The simulator's demo phone, served outside the app's routes: opened by a full page load. */
export const demoPhonePath = (e164: string | null) =>
  `/dev/phone${e164 ? `?${new URLSearchParams({ number: e164 })}` : ''}`;

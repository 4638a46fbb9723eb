// Slots of the account page that later issues fill: each renders nothing until its feature arrives.

/** The services and products this person ordered (orders issue). */
export function OrdersSection() {
  return null;
}

/** The events this person created or contributes to (events issue). */
export function EventsSection() {
  return null;
}

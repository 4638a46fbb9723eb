// Slots of the account page that later issues fill: each renders nothing until its feature arrives.

/** The events this person created or contributes to (events issue). */
export function EventsSection() {
  return null;
}

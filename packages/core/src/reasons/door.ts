// Refusals of the door (issue 39).
export const doorReasons = {
  'door.device_invalid': 'This device could not be recognised; reload the door page.',
  'door.list_query_invalid': 'The door list could not be brought up to date; reload the door page.',
  'door.scans_invalid': 'The scans sent were not readable.',
  'door.scans_too_many': 'Send at most {{max}} scans at once.',
} as const;

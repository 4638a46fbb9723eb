// Listing and vendor ids are UUIDs; anything else in the address cannot name one, so it is not asked about.
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(value: string): boolean {
  return uuid.test(value);
}

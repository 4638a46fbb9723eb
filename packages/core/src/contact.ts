// A contact typed by a person: an e-mail address or a phone number, told apart and normalised.
import { z } from 'zod';
import { normalizePhone } from './phone.ts';

export const CONTACT_MAX_LENGTH = 254; // the longest valid e-mail address

export type Contact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const email = z.email();

export function parseContact(input: string): Contact | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > CONTACT_MAX_LENGTH) return null;
  if (trimmed.includes('@')) {
    return email.safeParse(trimmed).success ? { kind: 'email', value: trimmed.toLowerCase() } : null;
  }
  const phone = normalizePhone(trimmed);
  return phone ? { kind: 'phone', value: phone } : null;
}

import { describe, expect, it } from 'vitest';
import { createVendorRequestBody } from './api/vendor-requests.ts';
import { parseContact } from './contact.ts';

describe('parseContact', () => {
  it('tells e-mail addresses from phone numbers and normalises both', () => {
    expect(parseContact('  Amina@Example.co.tz ')).toEqual({ kind: 'email', value: 'amina@example.co.tz' });
    expect(parseContact('0754 123 456')).toEqual({ kind: 'phone', value: '+255754123456' });
  });

  it('refuses what is neither, and what is too long', () => {
    expect(parseContact('amina@')).toBeNull();
    expect(parseContact('hello')).toBeNull();
    expect(parseContact(`${'a'.repeat(250)}@x.co`)).toBeNull();
  });
});

describe('createVendorRequestBody', () => {
  it('trims the contact and names the reason it is refused', () => {
    expect(createVendorRequestBody.parse({ request_contact: ' 0754123456 ' })).toEqual({
      request_contact: '0754123456',
    });
    const empty = createVendorRequestBody.safeParse({ request_contact: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('vendor_request.contact_required');
    const bad = createVendorRequestBody.safeParse({ request_contact: 'not a contact' });
    expect(bad.error?.issues[0]?.message).toBe('account.identifier_invalid');
  });
});

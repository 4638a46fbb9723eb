// The spec quotes these English messages; they must stay word for word (key parity is locales.test.ts's job).
import { describe, expect, it } from 'vitest';
import footerEn from './en/footer.json';
import supportEn from './en/supportChat.json';

describe('spec messages of the footer and the support chat', () => {
  it('keeps the Become Vendor messages', () => {
    expect(footerEn.becomeVendor.empty).toBe('Please enter an email or phone number.');
    expect(footerEn.becomeVendor.sending).toBe('Sending Request...');
    expect(footerEn.becomeVendor.success).toBe('Request sent successful! We will reach you shortly.');
    expect(footerEn.becomeVendor.failure).toBe('Request not sent. Please try again.');
  });

  it('keeps the support chat texts', () => {
    expect(supportEn.title).toBe('Customer Support');
    expect(supportEn.status).toBe('Online');
    expect(supportEn.placeholder).toBe('Type a message...');
    expect(supportEn.greeting).toBe('Hello, what can we help you with today?');
  });
});

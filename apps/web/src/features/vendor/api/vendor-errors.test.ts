import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { translateVendorMessage } from './vendor-errors.ts';

afterEach(() => i18next.changeLanguage('en'));

describe('translateVendorMessage', () => {
  const t = () => i18next.getFixedT('sw', 'vendor');

  it('keeps English as the server sent it', () => {
    const message =
      'An admin archived this listing: Fake photos. Contact Sherehe support to have it restored.';
    expect(translateVendorMessage(message, t(), 'en')).toBe(message);
  });

  it("gives an admin's hold in Swahili, with the admin's own reason", () => {
    expect(
      translateVendorMessage(
        'An admin archived this listing: Fake photos. Contact Sherehe support to have it restored.',
        t(),
        'sw',
      ),
    ).toBe(
      'Msimamizi ameliweka tangazo hili kwenye kumbukumbu: Fake photos. Wasiliana na msaada wa Sherehe ili lirejeshwe.',
    );
    expect(
      translateVendorMessage(
        'An admin archived this listing. Contact Sherehe support to have it restored.',
        t(),
        'sw',
      ),
    ).toBe(
      'Msimamizi ameliweka tangazo hili kwenye kumbukumbu. Wasiliana na msaada wa Sherehe ili lirejeshwe.',
    );
  });

  it('leaves a message it does not know as sent', () => {
    expect(translateVendorMessage('Something new.', t(), 'sw')).toBe('Something new.');
  });
});

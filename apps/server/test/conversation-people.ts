// People of a conversation test: an account signed in, with calls that speak to the API as them, and a customer's
// inquiry to a caterer of their own.

import type { buildTestApp } from './build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from './factories.ts';
import { buildListing, buildVendor } from './marketplace-factories.ts';
import { multipartUpload } from './multipart-upload.ts';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type Person = Awaited<ReturnType<ReturnType<typeof peopleOf>>>;

let phoneSerial = 0;

/** `person(role, name)` for a test app: each with a phone number of their own. */
export function peopleOf(t: () => TestApp) {
  return async (role: 'user' | 'vendor' | 'admin' = 'user', name = 'Amina Juma Mushi') => {
    const phone = `+2557541${String(phoneSerial++ % 100_000).padStart(5, '0')}`;
    const user = await buildUser(t().db, { role, name, phone });
    const headers = bearer(await sessionTokenFor(t().db, user));
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
      t().app.inject({
        method,
        url: `/api/v1${url}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
    /** A file sent as a browser's form sends it (field "file"). */
    const upload = async (url: string, bytes: Buffer) => {
      const form = await multipartUpload(bytes);
      return t().app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        payload: form.payload,
        headers: { ...headers, ...form.headers },
      });
    };
    return { user, call, upload };
  };
}

/** A caterer (its owner, shop and listing) and a customer who asked it something: the conversation's `id`. */
export async function inquiryOf(
  person: ReturnType<typeof peopleOf>,
  t: TestApp,
  { listing: extra = {}, ask = {} }: { listing?: object; ask?: object } = {},
) {
  const owner = await person('vendor', 'Baraka Mushi');
  const vendor = await buildVendor(t.db, { userId: owner.user.id, businessName: 'Baraka Catering' });
  const listing = await buildListing(t.db, {
    vendorId: vendor.id,
    title: 'Chakula cha harusi',
    category: 'catering',
    ...extra,
  });
  const customer = await person();
  const asked = await customer.call('POST', '/conversations', {
    listingId: listing.id,
    message: 'Habari, tunahitaji chakula kwa wageni 200.',
    ...ask,
  });
  if (asked.statusCode !== 201) throw new Error(`the inquiry was refused: ${asked.body}`);
  return { owner, vendor, listing, customer, id: asked.json().id as string, asked: asked.json() };
}

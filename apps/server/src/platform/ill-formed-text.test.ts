// Half a character (a lone UTF-16 surrogate) in free text is refused with its reason, never stored or a 500: the
// audit log's JSON could not hold it, and a name with it would be replaced silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../test/factories.ts';
import { buildListing } from '../../test/marketplace-factories.ts';

const HALF_AN_EMOJI = '\uD83C';

describe('ill-formed text', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("refuses an admin's reason with a lone surrogate, and keeps the listing as it was", async () => {
    const token = await sessionTokenFor(t.db, await buildUser(t.db, { role: 'admin' }));
    const listing = await buildListing(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/listings/${listing.id}`,
      payload: { status: 'archived', reason: `Picha si sahihi ${HALF_AN_EMOJI}` },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      reason: 'text.ill_formed',
      details: [{ field: 'reason', reason: 'text.ill_formed' }],
    });
    const after = await t.app.inject({ url: `/api/v1/listings/${listing.id}` });
    expect(after.statusCode).toBe(200);
  });

  it('refuses it in a name too, and takes a whole emoji', async () => {
    const register = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { name, identifier: 'juma@example.co.tz', password: 'a-long-enough-one' },
      });
    const half = await register(`Juma ${HALF_AN_EMOJI}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().error.reason).toBe('text.ill_formed');
    expect((await register('Juma 🎉')).statusCode).toBe(202);
  });
});

// Cached catalogue answers: reused while nothing changed, never stale after a change, however it was written.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildListing, buildListingPhoto, buildVendor } from '../../../test/marketplace-factories.ts';
import { listings, vendors } from '../../db/schema/marketplace.ts';
import { createAnswerCache, readVersionFirst, versionReadsAfterAsking } from './answer-cache.ts';
import { catalogueVersionNow, searchPublicListings } from './queries.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function cardsFor(q: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/listings?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listings as { title: string; photo: unknown }[];
}

describe('the catalogue version', () => {
  it('goes up once for a transaction, however many rows it changed', async () => {
    const vendor = await buildVendor(t.db);
    const before = await catalogueVersionNow(t.db);
    await t.db.transaction(async (tx) => {
      await buildListing(tx, { vendor });
      await buildListing(tx, { vendor });
      await tx.update(vendors).set({ description: 'Mpya' }).where(eq(vendors.id, vendor.id));
    });
    expect(await catalogueVersionNow(t.db)).toBe(before + 1);
  });

  it('stays where it was when the transaction is rolled back', async () => {
    const before = await catalogueVersionNow(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await buildListing(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await catalogueVersionNow(t.db)).toBe(before);
  });
});

describe('cached search answers', () => {
  it('show a change written straight to the database on the very next search', async () => {
    const listing = await buildListing(t.db, { title: 'Mapambo ya puto za dhahabu' });
    expect((await cardsFor('puto')).map((card) => card.title)).toEqual(['Mapambo ya puto za dhahabu']);

    await t.db.update(listings).set({ title: 'Mapambo ya puto za fedha' }).where(eq(listings.id, listing.id));
    expect((await cardsFor('puto')).map((card) => card.title)).toEqual(['Mapambo ya puto za fedha']);

    await buildListingPhoto(t.db, listing.id);
    expect((await cardsFor('puto'))[0]?.photo).not.toBeNull();

    await t.db.execute(sql`update vendors set status = 'suspended' where id = ${listing.vendorId}`);
    expect(await cardsFor('puto')).toEqual([]);
  });

  it('count a new listing in its category at once', async () => {
    const count = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
      return (res.json().categories as { slug: string; listingCount: number }[]).find(
        (category) => category.slug === 'security',
      )?.listingCount;
    };
    const before = await count();
    await buildListing(t.db, { category: 'security' });
    expect(await count()).toBe((before ?? 0) + 1);
  });
});

describe('reading the version', () => {
  it('gives each caller a read sent after they asked, shared by everyone who asked while one was on its way', async () => {
    const sent: { resolve: (version: number) => void; reject: (error: Error) => void }[] = [];
    const versionNow = versionReadsAfterAsking(
      () => new Promise<number>((resolve, reject) => sent.push({ resolve, reject })),
    );
    const first = versionNow();
    expect(sent).toHaveLength(1);
    // Asked while the first read is on its way: too late for it, so they share the next one.
    const second = versionNow();
    const third = versionNow();
    expect(sent).toHaveLength(1);
    sent[0]?.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    sent[1]?.resolve(2);
    expect([await second, await third]).toEqual([2, 2]);
    // A failed read fails those who waited for it; the next caller gets a read of their own.
    const failing = versionNow();
    sent[2]?.reject(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    const after = versionNow();
    expect(sent).toHaveLength(4);
    sent[3]?.resolve(3);
    expect(await after).toBe(3);
  });
});

describe('the answer cache', () => {
  it('computes an answer once for everyone who asks the same question at the same version', async () => {
    const answers = createAnswerCache(t.db);
    let computed = 0;
    const compute = readVersionFirst(t.db, async () => ({ n: ++computed }));
    const asked = await Promise.all(Array.from({ length: 5 }, () => answers.answer('q', compute)));
    expect(asked.map((answer) => answer.n)).toEqual([1, 1, 1, 1, 1]);
    expect((await answers.answer('other question', compute)).n).toBe(2);

    await buildListing(t.db);
    expect((await answers.answer('q', compute)).n).toBe(3);
  });

  it('keeps an answer from the second time its question is asked', async () => {
    const answers = createAnswerCache(t.db);
    let computed = 0;
    const compute = readVersionFirst(t.db, async () => ({ n: ++computed }));
    expect((await answers.answer('asked twice', compute)).n).toBe(1);
    expect((await answers.answer('asked twice', compute)).n).toBe(2);
    expect((await answers.answer('asked twice', compute)).n).toBe(2);
    expect((await answers.answer('asked twice', compute)).n).toBe(2);
  });

  it('computes a kept answer again once for everyone who finds it out of date at the same time', async () => {
    const answers = createAnswerCache(t.db);
    let computed = 0;
    const compute = readVersionFirst(t.db, async () => ({ n: ++computed }));
    await answers.answer('kept', compute);
    await answers.answer('kept', compute);
    expect(computed).toBe(2);
    await buildListing(t.db);
    const asked = await Promise.all(Array.from({ length: 4 }, () => answers.answer('kept', compute)));
    expect(asked.map((answer) => answer.n)).toEqual([3, 3, 3, 3]);
  });

  it('gives those who found an answer out of date the one computed after they asked, even once it is kept', async () => {
    const answers = createAnswerCache(t.db);
    let computed = 0;
    let version = await catalogueVersionNow(t.db);
    // Says its version without a round trip, as a pool's faster connection may: the first asker's new answer is kept
    // before the others hear the version read they wait for.
    const compute = async () => ({ version, answer: { n: ++computed } });
    await answers.answer('kept', compute);
    await answers.answer('kept', compute);
    await buildListing(t.db);
    version = await catalogueVersionNow(t.db);
    const asked = await Promise.all(Array.from({ length: 4 }, () => answers.answer('kept', compute)));
    expect(asked.map((answer) => answer.n)).toEqual([3, 3, 3, 3]);
  });

  it('never gives the answer kept before a request came when the computation it waited on fails', async () => {
    const answers = createAnswerCache(t.db);
    const old = { version: await catalogueVersionNow(t.db), answer: { n: 'old' } };
    await answers.answer('q', async () => old);
    await answers.answer('q', async () => old);
    await buildListing(t.db);
    let started = () => {};
    const computing = new Promise<void>((resolve) => {
      started = resolve;
    });
    const failing = answers.answer('q', () => {
      started();
      return new Promise<never>((_, reject) => setTimeout(() => reject(new Error('database away')), 20));
    });
    await computing;
    const asked = answers.answer(
      'q',
      readVersionFirst(t.db, async () => ({ n: 'fresh' })),
    );
    await expect(failing).rejects.toThrow('database away');
    expect(await asked).toEqual({ n: 'fresh' });
  });

  it('keeps a popular answer through a stream of questions each asked once', async () => {
    const answers = createAnswerCache(t.db);
    const version = await catalogueVersionNow(t.db);
    let computed = 0;
    const compute = async () => ({ version, answer: { n: ++computed } });
    await answers.answer('popular', compute);
    const popular = (await answers.answer('popular', compute)).n;
    // More questions than the cache holds answers (1,000), none of them asked again.
    for (let i = 0; i < 1_500; i++) await answers.answer(`asked once ${i}`, compute);
    expect((await answers.answer('popular', compute)).n).toBe(popular);
    expect(computed).toBe(2 + 1_500);
  });

  it('keeps no failure: the next asker computes again', async () => {
    const answers = createAnswerCache(t.db);
    await expect(answers.answer('q', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await answers.answer('q', async () => ({ version: 1, answer: { ok: true } }))).toEqual({
      ok: true,
    });
  });
});

describe('a page of listings', () => {
  it('says the catalogue version it was read at, even when it is empty', async () => {
    const read = (title: string) =>
      searchPublicListings(t.db, { filters: { q: title.toLowerCase() }, sort: 'newest', limit: 5 });
    const before = await catalogueVersionNow(t.db);
    expect(await read('Zeze la harusi ya bluu')).toMatchObject({ version: before, ids: [], next: null });

    const listing = await buildListing(t.db, { title: 'Zeze la harusi ya bluu' });
    const after = await catalogueVersionNow(t.db);
    expect(after).toBeGreaterThan(before);
    const found = await read('Zeze la harusi ya bluu');
    expect(found.version).toBe(after);
    expect(found.ids).toEqual([listing.id]);
  });

  it('is computed again once the version it was kept at has passed', async () => {
    const answers = createAnswerCache(t.db);
    let computed = 0;
    const stale = async () => ({ version: (await catalogueVersionNow(t.db)) - 1, answer: { n: ++computed } });
    expect((await answers.answer('old', stale)).n).toBe(1);
    expect((await answers.answer('old', stale)).n).toBe(2);
  });
});

// The demo news: three published posts in both languages, readable through the public API with their covers, and
// added once to a demo database made before news existed.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { newsPosts } from '../db/schema/news.ts';
import { appMarkers } from '../db/schema/platform.ts';
import { demoNewsPosts } from './demo-news.ts';
import { runDemoSeed } from './run-demo-seed.ts';

describe('the demo news', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is three published posts in English and Swahili with covers, newest first on the public page', async () => {
    expect(await runDemoSeed(t.db, { storage: t.app.storage })).toBe(true);
    const list = await t.app.inject({ url: '/api/v1/public/news?lang=sw' });
    const posts = list.json().posts as { slug: string; language: string; title: string; coverUrl: string }[];
    expect(posts.map((post) => post.slug)).toEqual(demoNewsPosts.map((post) => post.slug));
    for (const post of posts) {
      expect(post.language).toBe('sw');
      expect((await t.app.inject({ url: post.coverUrl })).statusCode).toBe(200);
    }
    const page = await t.app.inject({ url: `/api/v1/public/news/${posts[0]?.slug}?lang=en` });
    expect(page.json()).toMatchObject({ language: 'en', title: demoNewsPosts[0]?.en.title });
    expect(page.json().bodyHtml).toContain('<h2>What to book first</h2>');
    expect(page.json().bodyHtml).toContain(
      '<a href="/event-planners/services" rel="noopener noreferrer nofollow">venues and caterers</a>',
    );
  });

  it('comes once to a demo database made before news existed', async () => {
    await t.db.delete(newsPosts);
    await t.db.delete(appMarkers).where(eq(appMarkers.key, 'demo-seed-news'));
    expect(await runDemoSeed(t.db)).toBe(false);
    expect(await t.db.$count(newsPosts)).toBe(demoNewsPosts.length);
    await runDemoSeed(t.db);
    expect(await t.db.$count(newsPosts)).toBe(demoNewsPosts.length);
  });
});

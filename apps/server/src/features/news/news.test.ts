// News end to end on a real database: who may write and who may read what, the addresses, the sanitised HTML of
// hostile Markdown as readers get it, the language a reader gets, the cover photo, scheduling (the job publishes a
// post once, and never one unpublished or moved after it was written) and the audit log.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { multipartUpload } from '../../../test/multipart-upload.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { newsPosts } from '../../db/schema/news.ts';
import { testImage } from '../../platform/storage/test-images.ts';
import { localFromUtc } from '../../platform/tanzania-local-time.ts';
import { newsImagesInUse, publishIfStillScheduled } from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let adminHeaders: Record<string, string>;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await buildUser(t.db, { role: 'admin', name: 'Neema Admin' });
  adminId = admin.id;
  adminHeaders = bearer(await sessionTokenFor(t.db, admin));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let serial = 0;
/** A post with both languages written, as a draft; its titles are unique to the call. */
async function draft(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const res = await api('POST', '/admin/news', adminHeaders, {
    titleEn: `Tips for your michango committee ${serial}`,
    titleSw: `Vidokezo kwa kamati ya michango ${serial}`,
    summaryEn: 'How to keep pledges on track.',
    summarySw: 'Jinsi ya kufuatilia ahadi.',
    bodyEn: 'Meet **weekly** and keep a ledger.',
    bodySw: 'Kutaneni **kila wiki** na mtunze daftari.',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; slug: string; status: string } & Record<string, unknown>;
}

const publish = (id: string) => api('POST', `/admin/news/${id}/publish`, adminHeaders);

async function auditOf(postId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'news_post'), eq(auditLog.targetId, postId)))
    .orderBy(auditLog.createdAt);
}

/** A local Dar es Salaam time `minutes` from now, as the schedule form sends it. */
const localIn = (minutes: number) => localFromUtc(new Date(Date.now() + minutes * 60_000));

/** As if the clock reached every waiting news job's time: makes them due now. */
async function timeArrives() {
  await t.database.executeSql(
    `update pgboss.job set start_after = now() - interval '1 second'
      where name = 'news.publish-scheduled' and state = 'created'`,
  );
  await t.app.jobs.drain();
}

describe('who may do what', () => {
  it('refuses every admin route to visitors, customers, vendors and an admin without the second step', async () => {
    const customer = await buildUser(t.db);
    const vendor = await buildUser(t.db, { role: 'vendor' });
    const halfAdmin = await buildUser(t.db, { role: 'admin' });
    const post = await draft();
    const routes: [Method, string][] = [
      ['GET', '/admin/news'],
      ['POST', '/admin/news'],
      ['POST', '/admin/news/preview'],
      ['GET', `/admin/news/${post.id}`],
      ['PATCH', `/admin/news/${post.id}`],
      ['DELETE', `/admin/news/${post.id}`],
      ['POST', `/admin/news/${post.id}/schedule`],
      ['POST', `/admin/news/${post.id}/publish`],
      ['POST', `/admin/news/${post.id}/unpublish`],
      ['DELETE', `/admin/news/${post.id}/cover`],
    ];
    for (const [method, url] of routes) {
      const body = method === 'GET' ? undefined : {};
      const visitor = await api(method, url, {}, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      for (const person of [customer, vendor]) {
        const res = await api(method, url, bearer(await sessionTokenFor(t.db, person)), body);
        expect(res.statusCode, `${person.role} ${method} ${url}`).toBe(403);
        expect(res.json().error.reason).toBe('access.role');
      }
      const half = await api(
        method,
        url,
        bearer(await sessionTokenFor(t.db, halfAdmin, { secondFactorPassed: false })),
        body,
      );
      expect(half.statusCode).toBe(403);
      expect(half.json().error.reason).toMatch(/^auth\.admin_second_factor_/);
    }
    // Nothing happened to the post.
    const [row] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    expect(row?.status).toBe('draft');
  });

  it('hides drafts and scheduled posts from readers, also by their address', async () => {
    const hidden = await draft();
    const scheduled = await draft();
    expect(
      (await api('POST', `/admin/news/${scheduled.id}/schedule`, adminHeaders, { publishAt: localIn(60) }))
        .statusCode,
    ).toBe(200);
    for (const post of [hidden, scheduled]) {
      const page = await api('GET', `/public/news/${post.slug}`);
      expect(page.statusCode).toBe(404);
      expect(page.json().error.reason).toBe('news.not_found');
    }
    const list = await api('GET', '/public/news');
    const slugs = (list.json().posts as { slug: string }[]).map((post) => post.slug);
    expect(slugs).not.toContain(hidden.slug);
    expect(slugs).not.toContain(scheduled.slug);
  });
});

describe('writing a post', () => {
  it('makes a draft with an address from the English title, renders its Markdown and audits it', async () => {
    const res = await api('POST', '/admin/news', adminHeaders, {
      titleEn: 'Wedding season: book your venue early!',
      titleSw: 'Msimu wa harusi',
      bodyEn: '## Why\n\nVenues in *Dar* fill up by June.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      slug: 'wedding-season-book-your-venue-early',
      status: 'draft',
      languages: { en: true, sw: false },
      bodyHtmlEn: '<h2>Why</h2>\n<p>Venues in <em>Dar</em> fill up by June.</p>',
      bodyHtmlSw: '',
      authorName: 'Neema Admin',
      publishedAt: null,
      announcedAt: null,
      coverUrl: null,
    });
    expect(post.shareUrl).toBe(
      `${t.config.PUBLIC_URL}/event-planners/news/wedding-season-book-your-venue-early`,
    );
    const audit = await auditOf(post.id);
    expect(audit.map((entry) => entry.action)).toEqual(['news.created']);
    expect(audit[0]?.actorId).toBe(adminId);
  });

  it('needs a title in one language', async () => {
    const res = await api('POST', '/admin/news', adminHeaders, { titleEn: '   ', bodyEn: 'Words' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('news.title_required');
  });

  it('refuses text over its limits with the limit named', async () => {
    const long = await api('POST', '/admin/news', adminHeaders, { titleEn: 'x'.repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0]).toMatchObject({
      field: 'titleEn',
      reason: 'news.title_too_long',
      params: { max: 140 },
    });
    const body = await api('POST', '/admin/news', adminHeaders, {
      titleEn: 'Fine',
      bodyEn: 'x'.repeat(20_001),
    });
    expect(body.json().error.details[0].reason).toBe('news.body_too_long');
    const nul = await api('POST', '/admin/news', adminHeaders, { titleEn: 'Fine', bodyEn: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details[0].reason).toBe('text.plain_only');
  });

  it('keeps addresses unique: a second post of the same title is numbered, a given address taken is refused', async () => {
    const title = 'A new city: Sherehe in Mwanza';
    const first = await draft({ titleEn: title });
    const second = await draft({ titleEn: title });
    const third = await draft({ titleEn: title });
    expect(first.slug).toBe('a-new-city-sherehe-in-mwanza');
    expect(second.slug).toBe('a-new-city-sherehe-in-mwanza-2');
    expect(third.slug).toBe('a-new-city-sherehe-in-mwanza-3');

    const taken = await api('POST', '/admin/news', adminHeaders, { titleEn: 'Other', slug: first.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ reason: 'news.slug_taken', params: { slug: first.slug } });
    const renamed = await api('PATCH', `/admin/news/${third.id}`, adminHeaders, { slug: first.slug });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.reason).toBe('news.slug_taken');

    const bad = await api('PATCH', `/admin/news/${third.id}`, adminHeaders, { slug: 'Not A Slug!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].reason).toBe('news.slug_invalid');
    const own = await api('PATCH', `/admin/news/${third.id}`, adminHeaders, { slug: 'mwanza-launch' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().slug).toBe('mwanza-launch');
  });

  it('makes an address from the Swahili title, or one of its own for a title without letters', async () => {
    const sw = await draft({ titleEn: '', titleSw: 'Habari za Sherehe: Mwaka mpya!' });
    expect(sw.slug).toBe('habari-za-sherehe-mwaka-mpya');
    const emoji = await draft({ titleEn: '🎉🎉', titleSw: '' });
    expect(emoji.slug).toMatch(/^news-[0-9a-z]+$/);
  });

  it('changes only what is given, re-renders a changed body and names the fields in the audit log', async () => {
    const post = await draft();
    const res = await api('PATCH', `/admin/news/${post.id}`, adminHeaders, {
      bodySw: 'Mpya: *kila siku*',
      titleEn: post.titleEn,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      bodySw: 'Mpya: *kila siku*',
      bodyHtmlSw: '<p>Mpya: <em>kila siku</em></p>',
      bodyHtmlEn: '<p>Meet <strong>weekly</strong> and keep a ledger.</p>',
      updatedByName: 'Neema Admin',
    });
    const audit = await auditOf(post.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'news.updated',
      details: expect.objectContaining({ fields: ['bodySw'] }),
    });
    // The same words again change nothing and leave no entry.
    await api('PATCH', `/admin/news/${post.id}`, adminHeaders, { bodySw: 'Mpya: *kila siku*' });
    expect(await auditOf(post.id)).toHaveLength(audit.length);
  });

  it('answers 404 for a post that is not there and 400 for an id that is not one', async () => {
    const missing = await api('GET', '/admin/news/00000000-0000-4000-8000-000000000000', adminHeaders);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.reason).toBe('news.not_found');
    const bad = await api('PATCH', '/admin/news/nope', adminHeaders, { titleEn: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].reason).toBe('news.id_invalid');
  });
});

describe('hostile Markdown', () => {
  const hostile = [
    '# Karibu',
    '<script>alert("script")</script>',
    '<img src="x" onerror="alert(\'img\')">',
    '[click me](javascript:alert(1))',
    '[CLICK](JaVaScRiPt:alert(2))',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgzKTwvc2NyaXB0Pg==">data link</a>',
    '<a href="&#106;avascript:alert(4)">encoded</a>',
    '<p style="background:url(javascript:alert(5))" onclick="alert(6)">styled words</p>',
    '<iframe src="https://evil.example/"></iframe>',
    '<svg onload="alert(7)"><circle r="1"/></svg>',
    '<form action="https://evil.example/"><input name="x"><button>Send</button></form>',
    '<style>body { display: none }</style>',
    '<a href="https://example.com/" target="_self" onmouseover="alert(8)">safe site</a>',
    '[ours](/event-planners/services) and [write](mailto:habari@sherehe.co.tz) and [sneaky](//evil.example/)',
  ].join('\n\n');

  it('is rendered to the short list of tags, with safe links only, and readers get exactly that', async () => {
    const post = await draft({ bodyEn: hostile, bodySw: hostile });
    expect((await publish(post.id)).statusCode).toBe(200);
    const res = await api('GET', `/public/news/${post.slug}?lang=en`);
    expect(res.statusCode).toBe(200);
    const html: string = res.json().bodyHtml;

    for (const banned of [
      /<script/i,
      /<img/i,
      /<iframe/i,
      /<svg/i,
      /<form/i,
      /<input/i,
      /<style/i,
      /<button/i,
    ]) {
      expect(html).not.toMatch(banned);
    }
    expect(html).not.toMatch(/\son\w+=/i); // no event handler of any kind
    expect(html).not.toMatch(/style=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    expect(html).not.toMatch(/href="\/\//); // no other site by a scheme-less address
    expect(html).not.toContain('alert("script")'); // a script's code is not left as words either
    // What is safe stays, and every link gets the rel and target policy.
    expect(html).toContain('<h2>Karibu</h2>');
    expect(html).toContain('<p>styled words</p>');
    expect(html).toContain(
      '<a href="https://example.com/" rel="noopener noreferrer nofollow" target="_blank">safe site</a>',
    );
    expect(html).toContain('<a href="/event-planners/services" rel="noopener noreferrer nofollow">ours</a>');
    expect(html).toContain(
      '<a href="mailto:habari@sherehe.co.tz" rel="noopener noreferrer nofollow">write</a>',
    );
    expect(html).toContain('data link'); // the words of a refused link stay, without the link
    const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]?.toLowerCase()));
    expect([...tags].filter((tag) => !['h2', 'p', 'a', 'br'].includes(tag ?? ''))).toEqual([]);
    const anchors = [...html.matchAll(/<a ([^>]*)>/g)].map((match) => match[1] ?? '');
    for (const attributes of anchors) {
      expect(attributes).toMatch(/^href="[^"]+" rel="noopener noreferrer nofollow"( target="_blank")?$/);
    }
  });

  it('gives the editor the same HTML in its preview', async () => {
    const res = await api('POST', '/admin/news/preview', adminHeaders, { markdown: hostile });
    expect(res.statusCode).toBe(200);
    const post = await draft({ bodyEn: hostile });
    expect(res.json().html).toBe(post.bodyHtmlEn);
  });
});

describe('publishing', () => {
  it('needs a language with its title and its text', async () => {
    const post = await draft({ titleEn: 'Only a title', titleSw: '', bodyEn: '', bodySw: 'Maneno tu' });
    const refused = await publish(post.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('news.incomplete');
    const scheduled = await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, {
      publishAt: localIn(60),
    });
    expect(scheduled.json().error.reason).toBe('news.incomplete');
    await api('PATCH', `/admin/news/${post.id}`, adminHeaders, { titleSw: 'Kichwa' });
    expect((await publish(post.id)).statusCode).toBe(200);
    // Published, it keeps one language readers can read.
    const emptied = await api('PATCH', `/admin/news/${post.id}`, adminHeaders, { bodySw: '' });
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().error.reason).toBe('news.incomplete');
  });

  it('publishes, lists newest first, unpublishes and publishes again, telling readers only the first time', async () => {
    const older = await draft();
    const newer = await draft();
    const first = await publish(older.id);
    expect(first.json()).toMatchObject({ status: 'published' });
    const announcedAt = first.json().announcedAt;
    expect(announcedAt).not.toBeNull();
    await publish(newer.id);
    const again = await publish(newer.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('news.already_published');

    const list = (await api('GET', '/public/news')).json().posts as { slug: string }[];
    const order = list.map((post) => post.slug);
    expect(order.indexOf(newer.slug)).toBeLessThan(order.indexOf(older.slug));

    const down = await api('POST', `/admin/news/${older.id}/unpublish`, adminHeaders);
    expect(down.json()).toMatchObject({ status: 'draft' });
    expect((await api('GET', `/public/news/${older.slug}`)).statusCode).toBe(404);
    const twice = await api('POST', `/admin/news/${older.id}/unpublish`, adminHeaders);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.reason).toBe('news.already_draft');

    // Its address is kept: it was shared.
    const renamed = await api('PATCH', `/admin/news/${older.id}`, adminHeaders, { slug: 'something-else' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().error.reason).toBe('news.slug_locked');

    const back = await publish(older.id);
    expect(back.json().announcedAt).toBe(announcedAt);
    expect((await auditOf(older.id)).map((entry) => entry.action)).toEqual([
      'news.created',
      'news.published',
      'news.unpublished',
      'news.published',
    ]);
  });

  it('tells the readers who turned news on, once, in the inbox, with the post’s page', async () => {
    const reader = bearer(await sessionTokenFor(t.db, await buildUser(t.db, { name: 'Asha Msomaji' })));
    const notReading = bearer(await sessionTokenFor(t.db, await buildUser(t.db, { name: 'Juma Hasomi' })));
    const turnedOn = await api('PUT', '/me/notification-settings', reader, { news: true });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const inboxOf = async (headers: Record<string, string>) =>
      (await api('GET', '/me/notifications', headers)).json().items as {
        kind: string;
        path: string;
        params: Record<string, unknown>;
      }[];

    const post = await draft({ titleSw: '' });
    // Earlier tests' posts reach this reader too when their fan-outs run: judge this one's.
    const aboutThisPost = (item: { kind: string; params: Record<string, unknown> }) =>
      item.kind === 'news.published' && item.params.slug === post.slug;
    await publish(post.id);
    await t.app.jobs.drain();
    await api('POST', `/admin/news/${post.id}/unpublish`, adminHeaders);
    await publish(post.id);
    await t.app.jobs.drain();

    const told = (await inboxOf(reader)).filter(aboutThisPost);
    expect(told).toEqual([
      expect.objectContaining({
        path: `/event-planners/news/${post.slug}`,
        params: expect.objectContaining({ slug: post.slug }),
      }),
    ]);
    expect((await inboxOf(notReading)).filter(aboutThisPost)).toEqual([]);
  });

  it('deletes a draft only, with its cover photo', async () => {
    const post = await draft();
    await publish(post.id);
    const refused = await api('DELETE', `/admin/news/${post.id}`, adminHeaders);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('news.not_draft');
    await api('POST', `/admin/news/${post.id}/unpublish`, adminHeaders);
    const body = await multipartUpload(await testImage('png', 1600, 900));
    const covered = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/news/${post.id}/cover`,
      payload: body.payload,
      headers: { ...adminHeaders, ...body.headers },
    });
    const coverUrl: string = covered.json().coverUrl;
    const deleted = await api('DELETE', `/admin/news/${post.id}`, adminHeaders);
    expect(deleted.statusCode).toBe(204);
    expect((await api('GET', `/admin/news/${post.id}`, adminHeaders)).statusCode).toBe(404);
    expect((await t.app.inject({ url: coverUrl })).statusCode).toBe(404);
    expect((await auditOf(post.id)).at(-1)?.action).toBe('news.deleted');
  });
});

describe('the cover photo', () => {
  it('is stored at every width, kept from the sweep, replaced and removed', async () => {
    const post = await draft();
    const upload = async (bytes: Buffer) => {
      const body = await multipartUpload(bytes);
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/news/${post.id}/cover`,
        payload: body.payload,
        headers: { ...adminHeaders, ...body.headers },
      });
    };
    const first = await upload(await testImage('jpeg', 2000, 1125));
    expect(first.statusCode, first.body).toBe(200);
    const coverUrl: string = first.json().coverUrl;
    expect(coverUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/1280\.webp$/);
    expect(first.json().coverSrcSet).toContain('/640.webp 640w');
    expect((await t.app.inject({ url: coverUrl })).statusCode).toBe(200);
    expect(await newsImagesInUse(t.db)).toContain(coverUrl.split('/')[2]);

    const notImage = await upload(Buffer.from('not a picture at all'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.reason).toBe('upload.not_image');

    const second = await upload(await testImage('webp', 800, 450));
    expect(second.json().coverUrl).not.toBe(coverUrl);
    expect((await t.app.inject({ url: coverUrl })).statusCode).toBe(404);

    const removed = await api('DELETE', `/admin/news/${post.id}/cover`, adminHeaders);
    expect(removed.json()).toMatchObject({ coverUrl: null, coverSrcSet: null });
    expect((await auditOf(post.id)).filter((entry) => entry.action === 'news.cover_changed')).toHaveLength(3);
  });
});

describe('the reader’s language', () => {
  it('is used when the post is written in it, else the other one, which the answer names', async () => {
    const both = await draft();
    const englishOnly = await draft({ titleSw: '', summarySw: '', bodySw: '' });
    const swahiliOnly = await draft({ titleEn: '', summaryEn: '', bodyEn: '' });
    // A title without its text is not a language a reader can read.
    const halfSwahili = await draft({ bodySw: '' });
    for (const post of [both, englishOnly, swahiliOnly, halfSwahili]) await publish(post.id);

    const read = async (slug: string, lang: string) =>
      (await api('GET', `/public/news/${slug}?lang=${lang}`)).json();
    expect(await read(both.slug, 'sw')).toMatchObject({
      language: 'sw',
      title: both.titleSw,
      summary: 'Jinsi ya kufuatilia ahadi.',
      bodyHtml: '<p>Kutaneni <strong>kila wiki</strong> na mtunze daftari.</p>',
    });
    expect(await read(both.slug, 'en')).toMatchObject({ language: 'en', title: both.titleEn });
    expect(await read(englishOnly.slug, 'sw')).toMatchObject({ language: 'en', title: englishOnly.titleEn });
    expect(await read(swahiliOnly.slug, 'en')).toMatchObject({ language: 'sw', title: swahiliOnly.titleSw });
    expect(await read(halfSwahili.slug, 'sw')).toMatchObject({ language: 'en', title: halfSwahili.titleEn });

    const list = (await api('GET', '/public/news?lang=sw')).json().posts as {
      slug: string;
      language: string;
    }[];
    const languageOf = (slug: string) => list.find((post) => post.slug === slug)?.language;
    expect(languageOf(both.slug)).toBe('sw');
    expect(languageOf(englishOnly.slug)).toBe('en');
    expect(languageOf(swahiliOnly.slug)).toBe('sw');

    const wrong = await api('GET', `/public/news/${both.slug}?lang=fr`);
    expect(wrong.statusCode).toBe(400);
  });

  it('pages the list with a cursor, and refuses a cursor that is not one', async () => {
    for (let i = 0; i < 13; i++) await publish((await draft()).id);
    const first = (await api('GET', '/public/news')).json();
    expect(first.posts).toHaveLength(12);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await api('GET', `/public/news?cursor=${first.nextCursor}`)).json();
    const seen = new Set((first.posts as { slug: string }[]).map((post) => post.slug));
    for (const post of second.posts as { slug: string }[]) expect(seen.has(post.slug)).toBe(false);
    const bad = await api('GET', '/public/news?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.reason).toBe('page.cursor_invalid');
  });
});

describe('the admins’ list', () => {
  it('filters by status, most recently changed first', async () => {
    const a = await draft();
    const b = await draft();
    await publish(b.id);
    const drafts = (await api('GET', '/admin/news?status=draft', adminHeaders)).json().posts as {
      id: string;
      status: string;
    }[];
    expect(drafts.every((post) => post.status === 'draft')).toBe(true);
    expect(drafts.map((post) => post.id)).toContain(a.id);
    expect(drafts.map((post) => post.id)).not.toContain(b.id);
    const all = (await api('GET', '/admin/news', adminHeaders)).json().posts as { id: string }[];
    expect(all[0]?.id).toBe(b.id);
    const bad = await api('GET', '/admin/news?status=gone', adminHeaders);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].reason).toBe('news.status_invalid');
  });
});

describe('scheduling', () => {
  it('takes a time in Dar es Salaam, stores it in UTC, and refuses one past or not a time', async () => {
    const post = await draft();
    const res = await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, {
      publishAt: '2099-12-19T09:00',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'scheduled',
      publishAt: '2099-12-19T06:00:00.000Z',
      publishAtLocal: '2099-12-19T09:00',
    });
    const past = await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, {
      publishAt: localIn(-5),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.reason).toBe('news.publish_at_past');
    for (const publishAt of ['2099-02-30T09:00', 'tomorrow', '2099-12-19T25:00']) {
      const bad = await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, { publishAt });
      expect(bad.statusCode, publishAt).toBe(400);
      expect(bad.json().error.reason).toBe('news.publish_at_invalid');
    }
  });

  it('is published by the job at its time, once, with the words as last edited', async () => {
    const post = await draft();
    await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, { publishAt: localIn(30) });
    await t.app.jobs.drain();
    expect((await api('GET', `/public/news/${post.slug}`)).statusCode).toBe(404); // not yet

    // Edited while scheduled: it stays scheduled, and the job publishes the new words.
    const edited = await api('PATCH', `/admin/news/${post.id}`, adminHeaders, {
      titleEn: 'Edited while waiting',
    });
    expect(edited.json().status).toBe('scheduled');
    await timeArrives();
    const live = await api('GET', `/public/news/${post.slug}?lang=en`);
    expect(live.statusCode).toBe(200);
    expect(live.json().title).toBe('Edited while waiting');
    const [row] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    expect(row).toMatchObject({ status: 'published', publishAt: null });
    expect(row?.announcedAt).not.toBeNull();

    // The job again (a retry after a crash, say) changes nothing.
    const payload = { postId: post.id, publishAt: edited.json().publishAt as string, scheduledBy: adminId };
    expect(await publishIfStillScheduled(t, payload)).toBe(false);
    await timeArrives();
    const published = (await auditOf(post.id)).filter((entry) => entry.action === 'news.published');
    expect(published).toHaveLength(1);
    // By the job, in the name of the admin who scheduled it, at the time they chose.
    expect(published[0]).toMatchObject({
      actorId: adminId,
      details: expect.objectContaining({ scheduledFor: edited.json().publishAt }),
    });
  });

  it('is not published by a job written before the post was unpublished', async () => {
    const post = await draft();
    await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, { publishAt: localIn(30) });
    const down = await api('POST', `/admin/news/${post.id}/unpublish`, adminHeaders);
    expect(down.json()).toMatchObject({ status: 'draft', publishAt: null });
    await timeArrives();
    expect((await api('GET', `/public/news/${post.slug}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    expect(row).toMatchObject({ status: 'draft', publishedAt: null, announcedAt: null });
  });

  it('follows the newest time: a job for the old time does nothing, the one for the new time publishes', async () => {
    const post = await draft();
    await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, { publishAt: localIn(30) });
    const moved = await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, {
      publishAt: localIn(90),
    });
    const newTime: string = moved.json().publishAt;
    const [waiting] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    // Only the first job is due: the post stays scheduled for the new time.
    await t.database.executeSql(
      `update pgboss.job set start_after = now() - interval '1 second'
        where name = 'news.publish-scheduled' and state = 'created' and data->>'publishAt' <> $1`,
      [newTime],
    );
    await t.app.jobs.drain();
    const [after] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    expect(after?.status).toBe('scheduled');
    expect(after?.publishAt).toEqual(waiting?.publishAt);
    await timeArrives();
    const [done] = await t.db.select().from(newsPosts).where(eq(newsPosts.id, post.id));
    expect(done?.status).toBe('published');
    const actions = (await auditOf(post.id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'news.published')).toHaveLength(1);
    expect(actions.filter((action) => action === 'news.scheduled')).toHaveLength(2);
  });

  it('is not published twice when an admin publishes it by hand before its time', async () => {
    const post = await draft();
    await api('POST', `/admin/news/${post.id}/schedule`, adminHeaders, { publishAt: localIn(30) });
    expect((await publish(post.id)).json().status).toBe('published');
    await timeArrives();
    const published = (await auditOf(post.id)).filter((entry) => entry.action === 'news.published');
    expect(published).toHaveLength(1);
    expect(published[0]?.details).not.toHaveProperty('scheduledFor');
  });
});

// News in the browser: an admin writes a post in English and Swahili with hostile Markdown in it, previews it, adds a
// cover and publishes it; a reader in another browser opens it from the news page, in English and in Swahili, and
// nothing of the hostile part runs (no dialog ever opens, no handler or script is in the page). A draft stays out of
// readers' sight; a post written only in English is marked as English for a Swahili reader. Axe on the list, the
// post and the admins' news section, on desktop and phone.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from '../support/axe.ts';
import { anotherBrowser, shoot, uniqueTitle } from '../support/orders.ts';
import { openMenuIfCollapsed, signInAs, switchLanguage } from '../support/page-helpers.ts';
import { expect, type Page, test } from '../support/test.ts';

const coverPhoto = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/event-tent.png');

// Each line tries a way in: a script, an image's error handler, javascript: and data: links (also disguised), raw
// HTML with a style and event handler, a frame, an SVG's load handler; and one safe link that must stay a link.
const hostile = (words: string) =>
  [
    `## ${words}`,
    '<script>alert("script ran")</script>',
    '<img src="/nothing-here.png" onerror="alert(\'img onerror ran\')">',
    '[Click for a prize](javascript:alert("javascript link ran"))',
    '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
    '<a href="&#106;avascript:alert(\'encoded ran\')">encoded link</a>',
    '<p style="position:fixed;inset:0;background:red" onmouseover="alert(\'hover ran\')">styled paragraph</p>',
    '<iframe src="javascript:alert(\'frame ran\')"></iframe>',
    '<svg onload="alert(\'svg ran\')"><circle r="5"/></svg>',
    'Plan with [Sherehe services](/event-planners/services).',
  ].join('\n\n');

/** Nothing in the page can run: no inline handler on any element, no script or frame in the post, no bad link. */
async function expectNothingRuns(page: Page) {
  const found = await page.evaluate(() => {
    const handlers = Array.from(document.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes)
        .filter((attribute) => /^on/i.test(attribute.name))
        .map((attribute) => attribute.name),
    );
    const article = document.querySelector('article');
    return {
      handlers,
      // The page's own icons are lucide's SVGs; the cover is a decorative image (alt="").
      scripts:
        article?.querySelectorAll('script, iframe, svg:not(.lucide), img:not([alt=""]), object, embed, style')
          .length ?? -1,
      styled: article?.querySelectorAll('p[style]').length ?? -1,
      badLinks: Array.from(document.querySelectorAll('a')).filter((a) =>
        /^\s*(javascript|data|vbscript):/i.test(a.href),
      ).length,
    };
  });
  expect(found).toEqual({ handlers: [], scripts: 0, styled: 0, badLinks: 0 });
}

test('an admin publishes hostile Markdown; readers see the safe part in their language and nothing runs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('Wedding season tips');
  const titleSw = uniqueTitle('Vidokezo vya msimu wa harusi');

  await signInAs(page, 'admin');
  await page.goto('/event-planners/admin?section=news');
  const section = page.getByRole('region', { name: 'News' });
  await expect(section.getByRole('button', { name: 'Published' })).toBeVisible();
  await expectAccessible(page);
  await section.getByRole('link', { name: 'Write a post' }).click();

  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill('Book the venue first: the season fills up fast.');
  await page.getByLabel('Text', { exact: true }).fill(hostile('Book early'));
  await page.getByRole('tab', { name: 'Swahili' }).click();
  await page.getByLabel('Title', { exact: true }).fill(titleSw);
  await page.getByLabel('Summary', { exact: true }).fill('Wahi ukumbi kwanza: msimu hujaa haraka.');
  await page.getByLabel('Text', { exact: true }).fill(hostile('Wahi mapema'));
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview of the Swahili text' });
  await expect(preview.getByRole('heading', { name: 'Wahi mapema' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Sherehe services' })).toHaveAttribute(
    'href',
    '/event-planners/services',
  );
  await expect(preview.locator('script, img, iframe, svg, [onerror], [style]')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible();
  await page.getByLabel('Choose a photo').setInputFiles(coverPhoto);
  await expect(page.getByText('Cover photo saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'The cover photo' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  const confirm = page.getByRole('dialog', { name: `Publish “${title}” now?` });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await shoot(page, 'news-admin-editor');

  // A reader on another device: any alert() from the post would open a dialog; none may.
  const reader = await anotherBrowser(browser);
  const dialogs: string[] = [];
  reader.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await reader.page.goto('/event-planners/news');
  const card = reader.page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await expectAccessible(reader.page);
  await card.click();

  await expect(reader.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = reader.page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Book early' })).toBeVisible();
  await expect(article.getByText('styled paragraph')).toBeVisible();
  await expect(article.getByText('data link')).toBeVisible();
  await expect(article.getByRole('link', { name: 'data link' })).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'encoded link' })).toHaveCount(0);
  await expect(article.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent('/event-planners/news/')}`),
  );
  await reader.page.waitForLoadState('networkidle');
  await article.getByText('styled paragraph').hover();
  await expectNothingRuns(reader.page);
  await expectAccessible(reader.page);
  await shoot(reader.page, 'news-post-en');

  await switchLanguage(reader.page, 'Kiswahili');
  await expect(reader.page.getByRole('heading', { level: 1, name: titleSw })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Wahi mapema' })).toBeVisible();
  await expect(reader.page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./);
  await reader.page.waitForLoadState('networkidle');
  await expectNothingRuns(reader.page);
  await expectAccessible(reader.page);
  await shoot(reader.page, 'news-post-sw');

  // The post's own link to our site moves within the app.
  await article.getByRole('link', { name: 'Sherehe services' }).click();
  await expect(reader.page).toHaveURL(/\/event-planners\/services$/);
  expect(dialogs).toEqual([]);
  await reader.context.close();
});

test('readers never see a draft, and a post in English only is marked as English for a Swahili reader', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'admin');
  const draftTitle = uniqueTitle('Not ready yet');
  const draft = await page.request.post('/api/v1/admin/news', {
    data: { titleEn: draftTitle, bodyEn: 'Draft words.' },
  });
  expect(draft.status()).toBe(201);
  const { slug: draftSlug } = (await draft.json()) as { slug: string };
  const englishTitle = uniqueTitle('English only');
  const english = await page.request.post('/api/v1/admin/news', {
    data: { titleEn: englishTitle, summaryEn: 'Only in English.', bodyEn: 'Written in **English** only.' },
  });
  const { id, slug } = (await english.json()) as { id: string; slug: string };
  expect((await page.request.post(`/api/v1/admin/news/${id}/publish`)).status()).toBe(200);

  const reader = await anotherBrowser(browser);
  expect((await reader.page.request.get(`/api/v1/public/news/${draftSlug}`)).status()).toBe(404);
  await reader.page.goto(`/event-planners/news/${draftSlug}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: 'This post is not here' })).toBeVisible();

  // From the nav bar (the drawer on a phone) to the news, in Swahili.
  await reader.page.addInitScript(() => localStorage.setItem('language', 'sw'));
  await reader.page.goto('/event-planners');
  const wide = (reader.page.viewportSize()?.width ?? 1280) >= 1280;
  if (wide) {
    await reader.page.getByRole('banner').getByRole('link', { name: 'Habari', exact: true }).click();
  } else {
    await openMenuIfCollapsed(reader.page);
    await reader.page
      .getByRole('dialog', { name: 'Menyu' })
      .getByRole('link', { name: 'Habari', exact: true })
      .click();
  }
  await expect(reader.page).toHaveURL(/\/event-planners\/news$/);
  await expect(reader.page.getByRole('heading', { level: 1, name: 'Habari' })).toBeVisible();
  await expect(reader.page.getByRole('link', { name: draftTitle })).toHaveCount(0);
  const heading = reader.page.getByRole('heading', { level: 2, name: englishTitle });
  await expect(heading).toHaveAttribute('lang', 'en');
  await expectAccessible(reader.page);

  await reader.page.goto(`/event-planners/news/${slug}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: englishTitle })).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(
    reader.page.getByText('Bado haijaandikwa kwa Kiswahili: inaonyeshwa kwa Kiingereza.'),
  ).toBeVisible();
  await expectAccessible(reader.page);
  await reader.context.close();
});

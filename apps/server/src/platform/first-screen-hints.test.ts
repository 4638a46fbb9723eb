import { createHash } from 'node:crypto';
import type { FirstScreensManifest } from '@sherehe/core/first-screen';
import { describe, expect, it } from 'vitest';
import { firstRequests, matchFirstScreen, pageHtml, pageLanguage } from './first-screen-hints.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const indexHtml =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Sherehe</title>\n  </head>\n  <body></body>\n</html>';

const manifest: FirstScreensManifest = {
  screens: [
    {
      pattern: '/event-planners/services/:name',
      modules: ['/assets/category-page-1.js'],
      namespaces: ['common', 'catalogue'],
      data: [{ path: '/api/v1/listings?category=:name&limit=24', params: { name: ['venues', 'mc-host'] } }],
    },
  ],
  strings: {
    en: { common: { hello: 'Hello </script><script>alert(1)</script>' }, catalogue: { title: 'Services' } },
    sw: { common: { hello: 'Habari' }, catalogue: { title: 'Huduma' } },
  },
};

function inlined(html: string) {
  const json = /<script type="application\/json" id="first-strings">(.*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null');
}

describe('pageHtml', () => {
  it("names a landing page's code and first data, and carries its strings in the visitor's language", () => {
    const html = pageHtml(indexHtml, manifest, {
      pathname: '/event-planners/services/venues',
      search: '',
      language: 'sw',
    });
    expect(html).toContain('<html lang="sw"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/category-page-1.js">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/listings?category=venues&amp;limit=24">',
    );
    expect(inlined(html)).toEqual({
      language: 'sw',
      namespaces: { common: { hello: 'Habari' }, catalogue: { title: 'Huduma' } },
    });
  });

  it('preloads no data for an unknown parameter or a query string, and strings cannot close their element', () => {
    for (const [pathname, search] of [
      ['/event-planners/services/no-such-thing', ''],
      ['/event-planners/services/venues', '?q=keki'],
    ] as const) {
      const html = pageHtml(indexHtml, manifest, { pathname, search, language: 'en' });
      expect(html).not.toContain('as="fetch"');
      expect(html).toContain('category-page-1.js');
      expect(html.match(/<\/script>/g)).toHaveLength(1);
      expect(inlined(html).namespaces.common.hello).toBe('Hello </script><script>alert(1)</script>');
    }
  });

  it("lists a drawn page's code as data, the entry's preloads included, instead of preloading it", () => {
    const withPreloads = indexHtml
      .replace(
        '</head>',
        '<script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/app-1.js">\n  </head>',
      )
      .replace('<body></body>', '<body><div id="root"></div></body>');
    const html = pageHtml(withPreloads, manifest, {
      pathname: '/event-planners/services/venues',
      search: '',
      language: 'en',
      rendered: { markup: '<main>Huduma</main>', answers: {}, missing: false, language: 'en' },
    });
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    const code = /<script type="application\/json" id="first-code">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(code ?? 'null')).toEqual(['/assets/app-1.js', '/assets/category-page-1.js']);
    expect(html).toContain('<div id="root" data-server-rendered><main>Huduma</main></div>');
  });

  it('gives a drawn page, and no other, the one inline script the security policy allows by its hash', () => {
    const withRoot = indexHtml.replace('<body></body>', '<body><div id="root"></div></body>');
    const drawn = pageHtml(withRoot, manifest, {
      pathname: '/event-planners/services/venues',
      search: '',
      language: 'en',
      rendered: { markup: '<main>Huduma</main>', answers: {}, missing: false, language: 'en' },
    });
    const inline = [...drawn.matchAll(/<script>(.*?)<\/script>/gs)].map(([, source]) => source ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(contentSecurityPolicy({ MAP_TILE_URL: '' }).split('; ')).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    );
    const notDrawn = pageHtml(withRoot, manifest, {
      pathname: '/event-planners/services/venues',
      search: '',
      language: 'en',
    });
    expect(notDrawn).not.toContain('<script>');
  });

  it('gives any other page the common strings only, and a build without the list the page as it is', () => {
    const html = pageHtml(indexHtml, manifest, {
      pathname: '/event-planners/cart',
      search: '',
      language: 'en',
    });
    expect(html).not.toContain('modulepreload');
    expect(Object.keys(inlined(html).namespaces)).toEqual(['common']);
    expect(pageHtml(indexHtml, null, { pathname: '/', search: '', language: 'en' })).toBe(indexHtml);
  });
});

describe('firstRequests', () => {
  const screens: FirstScreensManifest = {
    screens: [
      {
        pattern: '/event-planners/e/:code',
        modules: [],
        namespaces: ['common'],
        data: [{ path: '/api/v1/public/events/:code', search: ['thanks'] }],
      },
      {
        pattern: '/event-planners/contribute',
        modules: [],
        namespaces: ['common'],
        data: [{ path: '/api/v1/public/events/:event', search: ['event'] }],
      },
    ],
    strings: { en: {}, sw: {} },
  };
  const requests = (pathname: string, search: string) => {
    const matched = matchFirstScreen(screens, pathname);
    return matched ? firstRequests(matched, search) : null;
  };

  it("takes a parameter from the query string where the request allows it, and the route's own first", () => {
    expect(requests('/event-planners/contribute', '?event=HARUS7')).toEqual(['/api/v1/public/events/HARUS7']);
    expect(requests('/event-planners/contribute', '?event=%20K7%2FP2%20')).toEqual([
      '/api/v1/public/events/K7%2FP2',
    ]);
    expect(requests('/event-planners/e/HARUS7', '')).toEqual(['/api/v1/public/events/HARUS7']);
    expect(requests('/event-planners/e/HARUS7', '?thanks=1')).toEqual(['/api/v1/public/events/HARUS7']);
    expect(requests('/event-planners/e/HARUS7', '?code=OTHER')).toEqual([]);
  });

  it('asks nothing for a missing parameter or a query string key the request does not allow', () => {
    expect(requests('/event-planners/contribute', '')).toEqual([]);
    expect(requests('/event-planners/contribute', '?event=')).toEqual([]);
    expect(requests('/event-planners/contribute', '?event=HARUS7&utm_source=whatsapp')).toEqual([]);
  });
});

describe('pageLanguage', () => {
  it("follows the web app's choice: the stored language, else the browser's preference for Swahili", () => {
    expect(pageLanguage('sw', 'en-GB,en')).toBe('sw');
    expect(pageLanguage(undefined, 'sw-TZ,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(pageLanguage('fr', 'en-US')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });
});

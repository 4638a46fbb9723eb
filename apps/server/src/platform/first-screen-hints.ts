// The page the server sends for a web address, with what its first screen needs named up front (decision 018): the
// layout's and page's code as modulepreload links, its first API request as a fetch preload, and its strings in
// the visitor's language inline as JSON data. The browser then fetches code, strings and data side by side instead
// of one after the other, and the strings cost no request at all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FIRST_STRINGS_ID,
  type FirstScreen,
  type FirstScreensManifest,
  type FirstStrings,
} from '@sherehe/core/first-screen';
import { matchWebRoute } from '@sherehe/core/web-routes';

type Language = FirstStrings['language'];

/** The build's list (dist/.vite/first-screens.json), or null for a build without one. */
export function readFirstScreens(distDir: string): FirstScreensManifest | null {
  const file = path.join(distDir, '.vite', 'first-screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreensManifest) : null;
}

/**
 * The language the web app will start in, as it decides (lib/i18n.ts initialLanguage): the one it stored (mirrored
 * in a cookie), else Swahili for a browser that prefers it, else English.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  if (cookie === 'en' || cookie === 'sw') return cookie;
  return acceptLanguage?.trim().toLowerCase().startsWith('sw') ? 'sw' : 'en';
}

/** The API requests a screen makes first, with the route's parameters filled in; none for an unknown parameter. */
function firstRequests(screen: FirstScreen, params: Record<string, string>): string[] {
  return screen.data.flatMap(({ path: template, params: allowed }) => {
    for (const [name, values] of Object.entries(allowed ?? {})) {
      if (!values.includes(params[name] ?? '')) return [];
    }
    return [template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))];
  });
}

/** JSON that cannot end the <script> element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html for `pathname` (`search` is the query string, with its `?`, or ''): the language on <html>, the
 * screen's code and first data preloaded, and its strings inline. A query string changes what the page asks the API
 * for, so the data is preloaded only without one. Any other address gets the common strings.
 */
export function pageHtml(
  indexHtml: string,
  manifest: FirstScreensManifest | null,
  { pathname, search, language }: { pathname: string; search: string; language: Language },
): string {
  const html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (!manifest) return html;
  const screen = manifest.screens
    .map((candidate) => ({ candidate, params: matchWebRoute(candidate.pattern, pathname) }))
    .find(({ params }) => params !== null);
  const namespaces = screen?.candidate.namespaces ?? ['common'];
  const strings: FirstStrings = {
    language,
    namespaces: Object.fromEntries(
      namespaces.map((namespace) => [namespace, manifest.strings[language][namespace]]),
    ),
  };
  const links = screen
    ? [
        ...screen.candidate.modules.map(
          (file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
        ),
        ...(search === '' ? firstRequests(screen.candidate, screen.params ?? {}) : []).map(
          // crossorigin (anonymous) is what fetch() with credentials 'same-origin' asks for, so the page's request
          // takes the preloaded answer.
          (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`,
        ),
      ]
    : [];
  const head = [
    ...links,
    // Data, not script (type application/json): the Content-Security-Policy has nothing to allow.
    `<script type="application/json" id="${FIRST_STRINGS_ID}">${scriptSafeJson(strings)}</script>`,
  ].join('\n    ');
  return html.replace(/\n?\s*<\/head>/, `\n    ${head}\n  </head>`);
}

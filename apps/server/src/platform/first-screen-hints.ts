// The page the server sends for a web address, with what its first screen needs named up front (decision 018): the
// layout's and page's code as modulepreload links (a list of it as data, on a page the server drew), its first API
// request as a fetch preload, and its strings in the visitor's language inline as JSON data. The browser then fetches
// code, strings and data side by side instead of one after the other, and the strings cost no request at all.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APP_ON_INTENT_ATTRIBUTE,
  EARLY_TAPS_SCRIPT,
  FIRST_ANSWERS_ID,
  FIRST_CODE_ID,
  FIRST_STRINGS_ID,
  type FirstAnswers,
  type FirstScreen,
  type FirstScreensManifest,
  type FirstStrings,
  SERVER_RENDERED_ATTRIBUTE,
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
  const chosen = chosenLanguage(cookie);
  if (chosen) return chosen;
  return acceptLanguage?.trim().toLowerCase().startsWith('sw') ? 'sw' : 'en';
}

export type MatchedScreen = { screen: FirstScreen; params: Record<string, string> };

/** The landing page `pathname` is, with its route's parameters, or null for any other page. */
export function matchFirstScreen(
  manifest: FirstScreensManifest | null,
  pathname: string,
): MatchedScreen | null {
  for (const screen of manifest?.screens ?? []) {
    const params = matchWebRoute(screen.pattern, pathname);
    if (params) return { screen, params };
  }
  return null;
}

/**
 * The API requests a screen makes first, with the route's parameters (and the query string's, where a request takes
 * them) filled in; none for an unknown parameter, a missing one, or a query string key the request does not allow.
 */
export function firstRequests({ screen, params }: MatchedScreen, search: string): string[] {
  const query = new URLSearchParams(search);
  return screen.data.flatMap(({ path: template, params: allowed, search: keys = [] }) => {
    if ([...query.keys()].some((key) => !keys.includes(key))) return [];
    const values: Record<string, string> = { ...params };
    for (const key of keys) values[key] ??= query.get(key)?.trim() ?? '';
    for (const [name, accepted] of Object.entries(allowed ?? {})) {
      if (!accepted.includes(values[name] ?? '')) return [];
    }
    const names = [...template.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
    if (names.some((name) => !values[name])) return [];
    return [template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))];
  });
}

/** JSON that cannot end the <script> element it sits in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The first screen as the server drew it (first-screen-render.ts), and the API answers it was drawn from. */
/**
 * `missing`: one of the page's first requests answered 404 (a product, vendor, event or post that does not exist), so
 * the page is answered 404 as an unknown address is: the app shows its not-found screen either way.
 */
export type RenderedScreen = { markup: string; answers: FirstAnswers; missing: boolean; language: Language };

/** The visitor's own choice of language (the app's cookie), if they made one. */
export function chosenLanguage(cookie: string | undefined): Language | null {
  return cookie === 'en' || cookie === 'sw' ? cookie : null;
}

/** The language a screen's first answer names for it (FirstScreen.languageFrom), if it names one. */
export function answeredLanguage(
  matched: MatchedScreen,
  requests: string[],
  answers: FirstAnswers,
): Language | null {
  const field = matched.screen.languageFrom;
  const first = requests[0];
  if (!field || !first) return null;
  let value: unknown = answers[first];
  for (const key of field.split('.'))
    value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  return value === 'en' || value === 'sw' ? value : null;
}

/**
 * index.html for `pathname` (`search` is the query string, with its `?`, or ''): the language on <html>, the
 * screen's code preloaded, its strings inline, and either the screen itself drawn with its first data inline
 * (`rendered`) or that data preloaded. Any other address gets the common strings.
 */
export function pageHtml(
  indexHtml: string,
  manifest: FirstScreensManifest | null,
  {
    pathname,
    search,
    language,
    rendered,
  }: { pathname: string; search: string; language: Language; rendered?: RenderedScreen | null },
): string {
  let html = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (!manifest) return html;
  const matched = matchFirstScreen(manifest, pathname);
  const namespaces = matched?.screen.namespaces ?? ['common'];
  const strings: FirstStrings = {
    language,
    namespaces: Object.fromEntries(
      namespaces.map((namespace) => [namespace, manifest.strings[language][namespace]]),
    ),
  };
  // A drawn page paints from its HTML and CSS alone: its code is listed as data for the entry to ask for once the
  // picture is up, so it does not share the phone's bandwidth with the largest picture (decision 022).
  const code: string[] = [];
  if (rendered) {
    html = html.replace(/\n?\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_, file: string) => {
      code.push(file);
      return '';
    });
    code.push(...(matched?.screen.modules ?? []));
  }
  const links = matched
    ? [
        ...(rendered ? [] : matched.screen.modules).map(
          (file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`,
        ),
        // A drawn screen carries its data; otherwise the page's first requests start with the HTML.
        ...(rendered ? [] : firstRequests(matched, search)).map(
          // crossorigin (anonymous) is what fetch() with credentials 'same-origin' asks for, so the page's request
          // takes the preloaded answer.
          (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`,
        ),
      ]
    : [];
  // Data, not script (type application/json): the Content-Security-Policy has nothing to allow.
  const data = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
  const head = [
    ...links,
    data(FIRST_STRINGS_ID, strings),
    ...(rendered
      ? [
          data(FIRST_ANSWERS_ID, rendered.answers),
          data(FIRST_CODE_ID, code),
          // Keeps a tap on the drawing from its first paint, before the page's code has arrived (decision 027).
          `<script>${EARLY_TAPS_SCRIPT}</script>`,
        ]
      : []),
  ].join('\n    ');
  html = html.replace(/\n?\s*<\/head>/, `\n    ${head}\n  </head>`);
  if (!rendered) return html;
  // React puts the drawing's resource hints first (a preload for each image it is told is urgent: the first screen's
  // largest picture). In the head, ahead of the app's code, the browser asks for that picture first.
  const hints = /^(?:<link [^>]*>)*/.exec(rendered.markup)?.[0] ?? '';
  const at = html.includes('<script') ? html.indexOf('<script') : html.indexOf('</head>');
  html = `${html.slice(0, at)}${hints}${hints ? '\n    ' : ''}${html.slice(at)}`;
  // A function, so `$` in the markup is taken as it is.
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}${matched?.screen.appOnIntent ? ` ${APP_ON_INTENT_ATTRIBUTE}` : ''}>${rendered.markup.slice(hints.length)}</div>`,
  );
}

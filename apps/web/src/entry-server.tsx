// The first screen as HTML, drawn on the server from the same components and the same API answers the page will
// start from (decision 022). The server (apps/server platform/first-screen-render.ts) loads the build of this module
// (dist/.ssr/entry-server.js) and calls it for the landing pages of app/first-screens.ts.
import type { FirstAnswers } from '@sherehe/core/first-screen';
import type { Language } from '@sherehe/core/money';
import { notificationWords } from '@sherehe/core/notification-words';
import { reasonTexts } from '@sherehe/core/reasons';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { AppRoutes, routesReady } from './app/router.tsx';
import { setAnswersForRender } from './lib/first-answers.ts';
import { i18next, languages } from './lib/i18n.ts';
import { nestReasons } from './lib/reason-texts.ts';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

// Every string of both languages, in the app's one i18next instance (pages and helpers read it directly).
const ready = (() => {
  const resources: Record<Language, Record<string, Record<string, unknown>>> = { en: {}, sw: {} };
  for (const [file, module] of Object.entries(bundles)) {
    const [, language, namespace] = /\/locales\/(en|sw)\/(\w+)\.json$/.exec(file) ?? [];
    if (namespace) resources[language as Language][namespace] = module.default;
  }
  for (const language of languages) resources[language].notificationWords = notificationWords[language];
  resources.en.reasons = nestReasons(reasonTexts);
  return i18next.use(initReactI18next).init({
    lng: 'en',
    resources,
    initAsync: false,
    fallbackLng: false,
    supportedLngs: languages,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
})();

/**
 * The markup of the app at `url` (path and query) in `language`, drawn from `answers`; the routes' code is loaded
 * first, so the page itself is drawn, not the loader. Lazy pieces below it (footer, chat, reviews) draw their
 * placeholders, as they do in the browser until they arrive.
 */
export async function renderFirstScreen({
  url,
  language,
  answers,
}: {
  url: string;
  language: Language;
  answers: FirstAnswers;
}): Promise<string> {
  await ready;
  await routesReady(new URL(url, 'http://page').pathname);
  // From here on one synchronous run: no other render can change the language or the answers under this one.
  // With every string loaded, i18next switches at once.
  void i18next.changeLanguage(language);
  const clear = setAnswersForRender(answers);
  try {
    if (i18next.language !== language) throw new Error(`strings of ${language} not ready`);
    return renderToString(
      <App
        router={
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        }
      />,
    );
  } finally {
    clear();
  }
}

import { notificationWords } from '@sherehe/core/notification-words';
import { reasonTexts } from '@sherehe/core/reasons';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach } from 'vitest';
import { nestReasons } from '../lib/reason-texts.ts';

// Every namespace of both languages, loaded up front so components render their real strings synchronously.
const bundles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, strings] of Object.entries(bundles)) {
  const [, language, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = strings;
}

resources.en = { ...resources.en, reasons: nestReasons(reasonTexts) };
for (const language of ['en', 'sw'] as const) {
  resources[language] = { ...resources[language], notificationWords: notificationWords[language] };
}

await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false, // as the app (src/lib/i18n.ts): a missing Swahili string shows its key, not English
  resources,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// findBy… and waitFor wait up to 5 s, not 1: CI runs these files two at a time beside other suites on two cores, where
// a lazily loaded page's first import alone has taken over a second.
configure({ asyncUtilTimeout: 5000 });

// happy-dom lays nothing out, so whatever is observed counts as on screen (e.g. the lazily loaded footer).
globalThis.IntersectionObserver = class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
};

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await i18next.changeLanguage('en');
});

// Most files share one module graph per worker (vitest.config.ts): each starts as a visitor with no cart or toast left
// by the file before it, and the floating buttons' watcher (an interval) stops before the file's DOM goes. Imported
// here, not above: the stores read the page as they load, which a file may set first.
afterAll(async () => {
  const [{ resetAppState }, { stopWatching }] = await Promise.all([
    import('./app-router.tsx'),
    import('../lib/floating-room-watch.ts'),
  ]);
  resetAppState();
  stopWatching();
});

// i18next with the active language's strings only: each namespace is its own lazily imported JSON chunk.

import { FIRST_STRINGS_ID, type FirstStrings, LANGUAGE_COOKIE } from '@sherehe/core/first-screen';
import type { Language } from '@sherehe/core/money';
import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { nestReasons } from './reason-texts.ts';
import { LANGUAGE_KEY } from './storage-keys.ts';

export const languages: readonly Language[] = ['en', 'sw'];

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace === 'reasons' && language === 'en') {
      // English refusals are the contract's own words (lib/reason-texts.ts).
      import('@sherehe/core/reasons').then(
        (module) => callback(null, nestReasons(module.reasonTexts)),
        (error: Error) => callback(error, null),
      );
      return;
    }
    if (namespace === 'notificationWords') {
      // The words of each kind of notification are the contract's own, shared with the server's pushes.
      import('@sherehe/core/notification-words').then(
        (module) => callback(null, module.notificationWords[language === 'sw' ? 'sw' : 'en']),
        (error: Error) => callback(error, null),
      );
      return;
    }
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No strings for ${language}/${namespace}`), null);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The visitor's own choice, else the language the server sent the page's strings in (it chose from the browser's
 * languages, or for a page that has a language of its own, such as an invitation card, from that: first-screens.ts),
 * else the browser's. Starting in the server's choice lets the app take over a page it drew in that language.
 */
export function initialLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const sent = sentStrings()?.language;
  if (sent === 'en' || sent === 'sw') return sent;
  return typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('sw') ? 'sw' : 'en';
}

/** Whether the visitor picked a language themselves (the switch stores it): a page then never picks one for them. */
export function languageChosen(): boolean {
  return readStoredLanguage() !== null;
}

function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === 'en' || value === 'sw' ? value : null;
  } catch {
    return null; // storage blocked (private mode): fall back to the browser's language
  }
}

/** The server sends the first screen's strings in this language next time (apps/server first-screen-hints.ts). */
function tellServerLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

export function changeLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // the switch still applies to this visit
  }
  tellServerLanguage(language);
  return i18next.changeLanguage(language);
}

/**
 * The first screen's strings the server put in the page (decision 018), when they are in `language`; a visitor whose
 * stored choice the server did not know yet gets the other language's and loads their own as before.
 */
function inlinedStrings(language: Language): Resource | undefined {
  const strings = sentStrings();
  return strings?.language === language ? { [language]: strings.namespaces as Resource[string] } : undefined;
}

function sentStrings(): FirstStrings | undefined {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_STRINGS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as FirstStrings;
  } catch {
    return undefined; // a damaged page: the strings load as chunks
  }
}

export function currentLanguage(): Language {
  return i18next.resolvedLanguage === 'sw' ? 'sw' : 'en';
}

i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/**
 * Resolves once i18next is initialised. Route code may start loading before that (the router is created when the
 * app module is imported), and i18next.loadNamespaces() called earlier resolves at once without loading anything.
 */
export function whenI18nReady(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => i18next.on('initialized', () => resolve()));
}

/**
 * Called once by main.tsx; tests set i18next up with every string loaded instead (src/test/setup.ts), and pass
 * their own instance to check what this set-up loads.
 */
export function initI18n(instance: i18n = i18next) {
  const language = initialLanguage();
  if (readStoredLanguage()) tellServerLanguage(language); // a choice stored before the cookie existed
  const inlined = inlinedStrings(language);
  return instance
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng: language,
      // Namespaces the page carries need no request; the backend loads the rest.
      ...(inlined ? { resources: inlined, partialBundledLanguages: true } : {}),
      // No fallback language: with one, a Swahili visitor would download every English namespace as well.
      // Both languages have every key (src/locales/locales.test.ts), so there is nothing to fall back to.
      fallbackLng: false,
      supportedLngs: languages,
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
    });
}

export { i18next };

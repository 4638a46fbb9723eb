import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from './i18n.ts';
import { LANGUAGE_KEY } from './storage-keys.ts';

// A fresh instance with the app's own set-up (lazy JSON chunks), not the tests' all-strings-loaded one.
async function initFresh() {
  const instance = i18next.createInstance();
  await initI18n(instance);
  return instance;
}

function loadedLanguages(instance: typeof i18next) {
  return Object.keys(instance.store.data);
}

function pageCarries(strings: unknown) {
  document.body.innerHTML = `<script type="application/json" id="first-strings">${JSON.stringify(strings)}</script>`;
}

describe('initI18n', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes the strings the server put in the page when they are in the visitor’s language, and remembers it', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    pageCarries({ language: 'sw', namespaces: { common: { nav: { home: 'Nyumbani (kutoka ukurasa)' } } } });
    const instance = await initFresh();
    expect(instance.t('nav.home')).toBe('Nyumbani (kutoka ukurasa)');
    await instance.loadNamespaces('site'); // one it did not carry still loads
    expect(instance.hasResourceBundle('sw', 'site')).toBe(true);
    expect(document.cookie).toContain('sherehe.lang=sw');
  });

  it('loads its own strings when the page carries the other language', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    pageCarries({ language: 'en', namespaces: { common: { nav: { home: 'Home' } } } });
    const instance = await initFresh();
    expect(instance.t('nav.home')).toBe('Nyumbani');
    expect(loadedLanguages(instance)).toEqual(['sw']);
  });

  it('starts, for a visitor who chose no language, in the one the server sent the page in', async () => {
    pageCarries({ language: 'sw', namespaces: { common: { nav: { home: 'Nyumbani (kutoka ukurasa)' } } } });
    const instance = await initFresh();
    expect(instance.resolvedLanguage).toBe('sw');
    expect(instance.t('nav.home')).toBe('Nyumbani (kutoka ukurasa)');
    expect(loadedLanguages(instance)).toEqual(['sw']);
  });

  it('loads the Swahili strings only for a Swahili visitor', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    const instance = await initFresh();
    expect(instance.resolvedLanguage).toBe('sw');
    expect(instance.t('nav.home')).toBe('Nyumbani');
    expect(loadedLanguages(instance)).toEqual(['sw']);
  });

  it('loads the English strings only for an English visitor', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    const instance = await initFresh();
    expect(instance.t('nav.home')).toBe('Home');
    expect(loadedLanguages(instance)).toEqual(['en']);
  });

  it('refuses a language other than English and Swahili', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    const instance = await initFresh();
    await instance.changeLanguage('fr');
    expect(instance.resolvedLanguage).toBe('sw');
    expect(loadedLanguages(instance)).toEqual(['sw']);
  });

  it('loads the notifications’ words from the contract, in the reader’s language only', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    const instance = await initFresh();
    await instance.loadNamespaces('notificationWords');
    expect(instance.t('notificationWords:order.updated.confirmed.title', { reference: 'SH-7' })).toBe(
      'Oda SH-7 imethibitishwa',
    );
    expect(loadedLanguages(instance)).toEqual(['sw']);
  });
});

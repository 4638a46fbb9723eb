import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
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

describe('initI18n', () => {
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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initialLanguage } from '../lib/i18n.ts';
import { LANGUAGE_KEY } from '../lib/storage-keys.ts';
import { LanguageSwitch } from './language-switch.tsx';

function HomeLabel() {
  const { t } = useTranslation();
  return <p>{t('nav.home')}</p>;
}

describe('LanguageSwitch', () => {
  it('switches to Swahili and back, and remembers the choice for the next visit', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch />
        <HomeLabel />
      </>,
    );
    const english = screen.getByRole('button', { name: 'English' });
    const swahili = screen.getByRole('button', { name: 'Kiswahili' });
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Home')).toBeTruthy();

    await user.click(swahili);
    expect(await screen.findByText('Nyumbani')).toBeTruthy();
    expect(swahili.getAttribute('aria-pressed')).toBe('true');
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(initialLanguage()).toBe('sw');

    await user.click(english);
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(i18next.language).toBe('en');
  });

  it('names the group for screen readers', () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
  });

  it('compact: one 44 px button naming the other language, which switches to it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch compact />
        <HomeLabel />
      </>,
    );
    const toSwahili = screen.getByRole('button', { name: 'Kiswahili' });
    expect(toSwahili.getAttribute('lang')).toBe('sw');
    expect(toSwahili.className).toContain('size-11');
    await user.click(toSwahili);
    expect(await screen.findByText('Nyumbani')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});

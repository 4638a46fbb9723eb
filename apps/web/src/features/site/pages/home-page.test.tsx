import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { siteConfigFixture } from '../../../test/site-config-fixture.ts';
import { HomePage } from './home-page.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(siteConfigFixture)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('presents the consulting company’s three services', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    for (const service of ['Expert advising', 'Hands-on supervision', 'Targeted advertising']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeTruthy();
    }
  });

  it('leads to Event Planners and Medi-Finder', () => {
    renderWithProviders(<HomePage />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/event-planners');
    expect(hrefs).toContain('/medi-finder');
    expect(screen.getByRole('link', { name: /Open Event Planners/ }).getAttribute('href')).toBe(
      '/event-planners',
    );
    expect(screen.getByRole('link', { name: /Open Medi-Finder/ }).getAttribute('href')).toBe('/medi-finder');
  });

  it('has the #who-we-are section with the company’s contacts', async () => {
    renderWithProviders(<HomePage />, { route: '/#who-we-are' });
    const section = document.getElementById('who-we-are');
    expect(section).not.toBeNull();
    const who = within(section as HTMLElement);
    expect(who.getByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy();
    expect((await who.findByRole('link', { name: /info@sherehe\.co\.tz/ })).getAttribute('href')).toBe(
      'mailto:info@sherehe.co.tz',
    );
    expect(who.getByRole('link', { name: /\+255 754 123 456/ }).getAttribute('href')).toBe(
      'tel:+255754123456',
    );
  });
});

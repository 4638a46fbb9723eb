import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { siteConfigFixture } from '../../../test/site-config-fixture.ts';
import { PrivacyPolicyPage } from './privacy-policy-page.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(siteConfigFixture)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function section(heading: string) {
  const title = screen.getByRole('heading', { level: 2, name: heading });
  const region = title.closest('section');
  if (!region) throw new Error(`No section for ${heading}`);
  return within(region);
}

describe('PrivacyPolicyPage', () => {
  it('states the effective date and the operator', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/Privacy-Policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('Effective date: 17 June 2025')).toBeTruthy();
    expect(section('Who we are').getByText(/operated by Sherehe Consulting/)).toBeTruthy();
    expect(document.title).toBe('Privacy Policy · Sherehe');
  });

  it('covers every section the policy must have', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/Privacy-Policy' });

    const collected = section('Information we collect');
    for (const kind of ['Personal information', 'Event details', 'Usage data', 'Cookies and local storage']) {
      expect(collected.getByText(kind)).toBeTruthy();
    }
    expect(section('How we use your information').getAllByRole('listitem').length).toBeGreaterThan(3);

    const sharing = section('How we share information');
    for (const party of ['Service providers', 'Legal authorities', 'Other users']) {
      expect(sharing.getByText(party)).toBeTruthy();
    }
    expect(sharing.getByText(/attendees/)).toBeTruthy();

    const rights = section('Your rights');
    for (const right of ['Access', 'Correction', 'Deletion', 'Objection', 'Portability']) {
      expect(rights.getByText(new RegExp(`^${right}:`))).toBeTruthy();
    }
    // Tanzania's data protection law by name, and where to complain.
    expect(rights.getByText(/^Under the Personal Data Protection Act, 2022/)).toBeTruthy();
    expect(rights.getByText(/Personal Data Protection Commission/)).toBeTruthy();
    expect(section('Who we are').getByText(/Sheria ya Ulinzi wa Taarifa Binafsi, 2022/)).toBeTruthy();

    expect(section('How long we keep information').getByText(/keep your information/)).toBeTruthy();
    expect(section('Security').getByText(/encryption/)).toBeTruthy();
    expect(section('International transfers').getByText(/located in the United States/)).toBeTruthy();
    expect(section("Children's privacy").getByText(/not meant for children under 13/)).toBeTruthy();
  });

  it('gives the contact e-mail from the site config and the company’s contact page', async () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/Privacy-Policy' });
    const contact = section('Contact us');
    expect((await contact.findByRole('link', { name: 'info@sherehe.co.tz' })).getAttribute('href')).toBe(
      'mailto:info@sherehe.co.tz',
    );
    expect(contact.getByRole('link', { name: /who we are and how to reach us/ }).getAttribute('href')).toBe(
      '/#who-we-are',
    );
  });

  it('offers a table of contents that points at every section', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/Privacy-Policy' });
    const toc = within(screen.getByRole('navigation', { name: 'On this page' }));
    const links = toc.getAllByRole('link');
    expect(links).toHaveLength(11);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
  });

  it('reads in Swahili', async () => {
    await i18next.changeLanguage('sw');
    renderWithProviders(<PrivacyPolicyPage />, { route: '/Privacy-Policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sera ya Faragha' })).toBeTruthy();
    expect(screen.getByText('Inaanza kutumika: 17 Juni 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Haki zako' })).toBeTruthy();
  });
});

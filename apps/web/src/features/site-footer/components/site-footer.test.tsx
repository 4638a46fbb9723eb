import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { siteConfigFixture } from '../../../test/site-config-fixture.ts';
import { SiteFooter } from './site-footer.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteFooter', () => {
  it('shows the contacts from the site config, formatted and linked', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(siteConfigFixture));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SiteFooter />);

    const phone = await screen.findByRole('link', { name: '+255 754 123 456' });
    expect(phone.getAttribute('href')).toBe('tel:+255754123456');
    expect(screen.getByRole('link', { name: '+255 713 987 654' }).getAttribute('href')).toBe(
      'tel:+255713987654',
    );
    expect(screen.getByRole('link', { name: '+255 688 000 111' }).getAttribute('href')).toBe(
      'tel:+255688000111',
    );
    expect(screen.getByRole('link', { name: 'info@sherehe.co.tz' }).getAttribute('href')).toBe(
      'mailto:info@sherehe.co.tz',
    );
    expect(screen.getByText('P.O. Box 1234, Moshi, Tanzania')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/site-config', expect.objectContaining({ method: 'GET' }));
  });

  it('links the six social profiles in a new tab', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(siteConfigFixture)),
    );
    renderWithProviders(<SiteFooter />);

    for (const network of ['Facebook', 'Instagram', 'YouTube', 'TikTok', 'Threads', 'X']) {
      const link = screen.getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('has the hours, quick links, privacy link, credit line and the Become Vendor block', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(siteConfigFixture)),
    );
    renderWithProviders(<SiteFooter />);

    expect(screen.getByText('Monday to Sunday')).toBeTruthy();
    expect(screen.getByText('24 hours')).toBeTruthy();
    expect(screen.getByText('Holidays included')).toBeTruthy();

    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(quickLinks.getByRole('link', { name: 'Event Planners Home' }).getAttribute('href')).toBe(
      '/event-planners',
    );
    expect(quickLinks.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe(
      '/event-planners/services',
    );
    expect(quickLinks.getByRole('link', { name: 'Visit Website' }).getAttribute('href')).toBe('/#who-we-are');

    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/Privacy-Policy');
    expect(screen.getByText(/© 2025/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request' })).toBeTruthy();
  });

  it('shows placeholders while loading and a note when the config cannot be loaded', async () => {
    let fail: (error: Error) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((_, reject) => (fail = reject))),
    );
    renderWithProviders(<SiteFooter />);

    expect(screen.getByText('Loading contact details…')).toBeTruthy();
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByText(/Our contact details could not be loaded right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
  });
});

import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AboutPage } from './about-page.tsx';
import { EventPlannersHomePage } from './event-planners-home-page.tsx';

describe('EventPlannersHomePage', () => {
  it('leads to services, about, Create Event and Contribute: events and pledges work now', () => {
    renderWithProviders(<EventPlannersHomePage />, { route: '/event-planners' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/event-planners/services',
      '/event-planners/about',
      '/event-planners/event',
      '/event-planners/contribute',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByRole('heading', { name: 'How michango work on Sherehe' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Smart Planner' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Create an event and collect pledges' })).toBeTruthy();
    // Booking and paying are here now: said plainly, not as "coming soon".
    expect(
      screen.getByText(/Book them for your date and pay by M-Pesa, Mixx by Yas, Airtel Money or HaloPesa/),
    ).toBeTruthy();
  });

  it('lists the kinds of celebration', () => {
    renderWithProviders(<EventPlannersHomePage />, { route: '/event-planners' });
    for (const kind of [
      'Weddings',
      'Send-offs',
      'Kitchen parties',
      'Graduations',
      'Birthdays',
      'Corporate events',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: kind })).toBeTruthy();
    }
  });

  it('switches to Swahili while shown', async () => {
    renderWithProviders(<EventPlannersHomePage />, { route: '/event-planners' });
    expect(screen.getAllByRole('link', { name: 'Create Event' }).length).toBeGreaterThan(0);

    await act(() => i18next.changeLanguage('sw'));

    expect(screen.getAllByRole('link', { name: /Tengeneza Tukio/ }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/inakuja hivi karibuni/)).toBeNull();
    expect(screen.getByRole('link', { name: /Tafuta huduma/ }).getAttribute('href')).toBe(
      '/event-planners/services',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Harusi' })).toBeTruthy();
    expect(screen.queryByText('Weddings')).toBeNull();
  });
});

describe('AboutPage', () => {
  it('tells the story and links to the company site', () => {
    renderWithProviders(<AboutPage />, { route: '/event-planners/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Sherehe' })).toBeTruthy();
    for (const heading of ['Our story', 'What we offer', 'The company behind Sherehe']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Visit our company website/ }).getAttribute('href')).toBe(
      '/#who-we-are',
    );
    expect(document.title).toBe('About us · Sherehe');
  });

  it('says booking, paying and michango work today, with the way to create an event', () => {
    renderWithProviders(<AboutPage />, { route: '/event-planners/about' });
    expect(
      screen.getByText(
        /book services for your date and pay by M-Pesa, Mixx by Yas, Airtel Money or HaloPesa/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/take bookings paid by mobile money/)).toBeTruthy();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(screen.getByText(/keep track of every pledge \(michango\) with your committee/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Event' }).getAttribute('href')).toBe(
      '/event-planners/event',
    );
  });
});

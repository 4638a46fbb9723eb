import type { MoneySettingsBody, MoneySettingsResponse } from '@sherehe/core/api/admin-money';
import { categories } from '@sherehe/core/categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, signedInAdminEachTest } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

const fetchMock = signedInAdminEachTest();

const current: MoneySettingsResponse = {
  defaultCommissionBps: 500,
  releaseDays: 3,
  payoutMinimumTzs: 10_000,
  payoutAtOnceFromTzs: 1_000_000,
  michangoFeeBps: 0,
  categories: categories.map(({ slug }) => ({
    category: slug,
    rateBps: slug === 'cakes' ? 250 : null,
  })),
  updatedAt: '2026-11-29T08:00:00.000Z',
};

const renderSection = () =>
  renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    '/event-planners/admin?section=money-settings',
  );

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The words shown under a field (its error or hint). */
const around = (label: string) => within(input(label).closest('div')?.parentElement as HTMLElement);

async function retype(label: string, text: string) {
  await userEvent.clear(input(label));
  if (text) await userEvent.type(input(label), text);
}

describe('money settings', () => {
  it('shows percentages and amounts, explains each rule, and sends basis points', async () => {
    const seen = fakeServer(fetchMock, ({ method, body }) =>
      method === 'PUT'
        ? jsonResponse({
            ...current,
            ...(body as MoneySettingsBody),
            updatedAt: '2026-11-30T09:00:00.000Z',
          })
        : jsonResponse(current),
    );
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Money settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Money settings' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findByLabelText('Default commission')).getAttribute('value')).toBe('5');
    expect(input('Cakes').value).toBe('2.5');
    expect(input('Catering').value).toBe('');
    expect(input('Catering').placeholder).toBe('5 (default)');
    expect(input('Michango fee').value).toBe('0');
    expect(input('Release after the event').value).toBe('3');
    expect(input('Payout minimum').value).toBe('10,000');
    expect(input('Paid out at once from').value).toBe('1,000,000');
    expect(
      screen.getByText(
        /Held money is released this many days after the event day when the customer has not confirmed delivery or opened a dispute/,
      ),
    ).toBeTruthy();

    await retype('Default commission', '7.25');
    await retype('Catering', '0');
    await retype('Cakes', '');
    await retype('Michango fee', '1,5');
    await retype('Release after the event', '5');
    await retype('Payout minimum', '20,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save money settings' }));
    expect(await screen.findByText('Money settings saved.')).toBeTruthy();

    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/v1/admin/money-settings');
    const body = put?.body as MoneySettingsBody;
    expect(body).toMatchObject({
      defaultCommissionBps: 725,
      michangoFeeBps: 150,
      releaseDays: 5,
      payoutMinimumTzs: 20_000,
      payoutAtOnceFromTzs: 1_000_000,
    });
    expect(body.categories).toHaveLength(categories.length);
    expect(body.categories).toContainEqual({ category: 'catering', rateBps: 0 });
    expect(body.categories).toContainEqual({ category: 'cakes', rateBps: null });
    expect(body.categories).toContainEqual({ category: 'venues', rateBps: null });
    // The form shows what the server kept, and the focus stays where it was.
    await waitFor(() => expect(input('Default commission').value).toBe('7.25'));
    expect(input('Catering').value).toBe('0');
    expect(input('Michango fee').value).toBe('1.5');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save money settings' }));
  });

  it('says what is not a number at its field and sends nothing', async () => {
    const seen = fakeServer(fetchMock, () => jsonResponse(current));
    renderSection();
    await screen.findByLabelText('Default commission');
    await retype('Default commission', 'five');
    await retype('Payout minimum', '10.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save money settings' }));
    expect(await screen.findByText('2 values need fixing before you save.')).toBeTruthy();
    expect(
      around('Default commission').getByText('Enter a percentage, such as 5 or 2.5 (at most two decimals).'),
    ).toBeTruthy();
    expect(around('Payout minimum').getByText('Enter a whole number.')).toBeTruthy();
    expect(input('Payout minimum').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Default commission'));
    expect(seen.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusals at their fields, a category’s at that category, in the person’s language', async () => {
    fakeServer(fetchMock, ({ method, body }) => {
      if (method !== 'PUT') return jsonResponse(current);
      const sent = (body as MoneySettingsBody).categories;
      const tents = sent.findIndex((row) => row.category === 'tents-chairs');
      return refusalResponse(400, 'validation', 'money_settings.commission_invalid', {
        fields: [
          { field: 'defaultCommissionBps', reason: 'money_settings.commission_invalid', issue: 'too_big' },
          {
            field: `categories.${tents}.rateBps`,
            reason: 'money_settings.commission_invalid',
            issue: 'too_big',
          },
          { field: 'payoutAtOnceFromTzs', reason: 'money_settings.at_once_below_minimum' },
        ],
      });
    });
    renderSection();
    await screen.findByLabelText('Default commission');
    await retype('Default commission', '45');
    await retype('Tents and chairs', '31');
    await retype('Paid out at once from', '5,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save money settings' }));
    expect(
      await around('Default commission').findByText('A commission is from 0% to 30%, in steps of 0.01%.'),
    ).toBeTruthy();
    expect(
      around('Tents and chairs').getByText('A commission is from 0% to 30%, in steps of 0.01%.'),
    ).toBeTruthy();
    expect(
      around('Paid out at once from').getByText(
        'The amount paid out at once cannot be below the payout minimum.',
      ),
    ).toBeTruthy();
    expect(around('Catering').queryByText(/commission is from/)).toBeNull();
    expect(document.activeElement).toBe(input('Default commission'));

    await i18next.changeLanguage('sw');
    expect(
      await around('Mahema na viti').findByText('Kamisheni ni kuanzia 0% hadi 30%, kwa hatua za 0.01%.'),
    ).toBeTruthy();
    expect(
      around('Hulipwa mara moja kuanzia').getByText(
        'Kiasi kinacholipwa mara moja hakiwezi kuwa chini ya kiwango cha chini cha malipo.',
      ),
    ).toBeTruthy();

    // Typing again clears that field's refusal.
    await retype('Kamisheni ya kawaida', '5');
    expect(around('Kamisheni ya kawaida').queryByText(/Kamisheni ni kuanzia/)).toBeNull();
  });

  it('speaks Swahili, with each category by its Swahili name', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, () => jsonResponse(current));
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Mipangilio ya pesa' })).toBeTruthy();
    expect((await screen.findByLabelText('Keki')).getAttribute('value')).toBe('2.5');
    expect(input('Chakula na vinywaji').placeholder).toBe('5 (ya kawaida)');
    expect(input('Ada ya michango')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hifadhi mipangilio ya pesa' })).toBeTruthy();
  });
});

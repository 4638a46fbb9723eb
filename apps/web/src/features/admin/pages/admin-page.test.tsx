import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { foreignErrorResponse, futureRefusalResponse, refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import {
  adminCreated,
  amina,
  auditPage,
  baraka,
  fakeServer,
  rehema,
  rehemaRow,
  roleChange,
  usersPage,
} from '../admin-test-fixtures.ts';
import { AdminPage } from './admin-page.tsx';

let fetchMock: Mock;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

/** The users section; the dashboard itself opens on the overview. */
const USERS = '/event-planners/admin?section=users';

function renderAdmin(path = '/event-planners/admin') {
  return renderRoutes([{ path: '/event-planners/admin', Component: AdminPage }], path);
}

function card(name: string) {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

function details(name: string) {
  return Object.fromEntries(
    card(name)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('who may see the admin dashboard', () => {
  it('asks a visitor to sign in, coming back here afterwards', () => {
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin dashboard');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Sign in to continue');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/event-planners/login?next=%2Fevent-planners%2Fadmin',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a signed-in customer or vendor the area is not for them, without asking the server', async () => {
    signInAs({ ...rehema, userRole: 'vendor' });
    renderAdmin();
    expect(screen.getByRole('heading', { name: 'This area is for administrators' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await i18next.changeLanguage('sw');
    expect(await screen.findByRole('heading', { name: 'Eneo hili ni la wasimamizi' })).toBeTruthy();
  });

  it.each([
    [403, 'forbidden', 'access.role', 'This area is for administrators'],
    [401, 'unauthorized', 'auth.sign_in_required', 'Sign in to continue'],
  ] as const)('shows the same notice when the server answers %i', async (status, code, reason, heading) => {
    signInAs(rehema);
    fakeServer(fetchMock, () => refusalResponse(status, code, reason));
    renderAdmin();
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['auth.admin_second_factor_missing', 'Set up two-step sign-in first', 'Set up on my account page'],
    ['auth.admin_second_factor_not_passed', 'Sign in again with your code', 'Go to my account page'],
  ] as const)(
    'leads an admin without a passed second step (%s) to the account page',
    async (reason, heading, link) => {
      signInAs(rehema);
      fakeServer(fetchMock, () => refusalResponse(403, 'forbidden', reason));
      renderAdmin();
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/event-planners/Account');
      await i18next.changeLanguage('sw');
      expect(await screen.findByRole('link', { name: /ukurasa wa akaunti yangu/ })).toBeTruthy();
    },
  );
});

describe('Users', () => {
  it('lists accounts newest first with their contacts, role, status and joining date', async () => {
    signInAs(rehema);
    const seen = fakeServer(fetchMock, () => usersPage([amina, baraka, rehemaRow]));
    renderAdmin(USERS);

    expect(await screen.findByText('Amina Juma')).toBeTruthy();
    expect(seen[0]?.url.pathname).toBe('/api/v1/admin/users');
    expect(seen[0]?.url.searchParams.get('limit')).toBe('25');
    expect(seen[0]?.url.searchParams.has('q')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('3 accounts shown');
    expect(details('Amina Juma')).toEqual({
      Email: 'Not given',
      Phone: '+255 754 000 001',
      Joined: '13 May 2025', // 22:30 UTC is the next morning in Dar es Salaam
      Role: 'Customer',
      Status: 'Active',
    });
    expect(details('Baraka Tents')).toMatchObject({ Role: 'Vendor', Status: 'Disabled' });
    expect(card('Baraka Tents').getByRole('button', { name: 'Enable Baraka Tents' })).toBeTruthy();
    // The admin's own row: marked, and without the buttons the server would refuse anyway.
    expect(card('Rehema Admin').getByText('You')).toBeTruthy();
    expect(card('Rehema Admin').queryByRole('button')).toBeNull();
  });

  it('loads the next page with the cursor the server gave', async () => {
    signInAs(rehema);
    const seen = fakeServer(fetchMock, ({ url }) =>
      url.searchParams.get('cursor') === 'page-2' ? usersPage([baraka]) : usersPage([amina], 'page-2'),
    );
    renderAdmin(USERS);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Baraka Tents')).toBeTruthy();
    expect(screen.getByText('Amina Juma')).toBeTruthy();
    expect(seen[1]?.url.searchParams.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches after a pause in typing, keeping the search in the address', async () => {
    signInAs(rehema);
    const seen = fakeServer(fetchMock, ({ url }) =>
      usersPage(url.searchParams.get('q') === 'amina' ? [amina] : [amina, baraka]),
    );
    const { router } = renderAdmin(USERS);
    await screen.findByText('Baraka Tents');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'amina');
    await waitFor(() => expect(router.state.location.search).toBe('?section=users&q=amina'));
    await waitFor(() => expect(screen.queryByText('Baraka Tents')).toBeNull());
    // One request for the whole word, not one per letter.
    expect(seen.map(({ url }) => url.searchParams.get('q'))).toEqual([null, 'amina']);
  });

  it('filters by role and status, each choice saying how many accounts it leads to', async () => {
    signInAs(rehema);
    const totals = {
      matching: 40,
      byRole: { user: 30, vendor: 9, admin: 1 },
      byStatus: { active: 38, disabled: 2 },
    };
    const seen = fakeServer(fetchMock, ({ url }) => {
      const role = url.searchParams.get('role');
      const status = url.searchParams.get('status');
      if (role === 'vendor' && status === 'disabled') {
        return usersPage([], null, { ...totals, matching: 0, byStatus: { active: 9, disabled: 0 } });
      }
      if (role === 'vendor')
        return usersPage([baraka], null, { ...totals, matching: 9, byStatus: { active: 9, disabled: 0 } });
      return usersPage([amina, baraka], 'page-2', totals);
    });
    const { router } = renderAdmin(USERS);
    await screen.findByText('Amina Juma');
    const roles = within(screen.getByRole('group', { name: 'Role' }));
    expect(roles.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All roles (40)',
      'Customers (30)',
      'Vendors (9)',
      'Administrators (1)',
    ]);
    expect(roles.getByRole('button', { name: 'All roles (40)' }).getAttribute('aria-pressed')).toBe('true');
    const statuses = within(screen.getByRole('group', { name: 'Status' }));
    expect(statuses.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Any status (40)',
      'Active (38)',
      'Disabled (2)',
    ]);
    expect(screen.getByText('2 of 40 accounts shown')).toBeTruthy();

    await userEvent.click(roles.getByRole('button', { name: 'Vendors (9)' }));
    await waitFor(() => expect(screen.queryByText('Amina Juma')).toBeNull());
    expect(router.state.location.search).toBe('?section=users&role=vendor');
    expect(seen.at(-1)?.url.searchParams.get('role')).toBe('vendor');
    expect(seen.at(-1)?.url.searchParams.has('status')).toBe(false);
    expect(statuses.getByRole('button', { name: 'Disabled (0)' })).toBeTruthy();

    await userEvent.click(statuses.getByRole('button', { name: 'Disabled (0)' }));
    expect(await screen.findByText('No account has this role and status.')).toBeTruthy();
    expect(router.state.location.search).toBe('?section=users&role=vendor&status=disabled');
    expect(seen.at(-1)?.url.searchParams.get('status')).toBe('disabled');

    await i18next.changeLanguage('sw');
    expect(await screen.findByRole('button', { name: 'Watoa huduma (9)' })).toBeTruthy();
    expect(screen.getByText('Hakuna akaunti ya aina na hali hii.')).toBeTruthy();
  });

  it('starts from the search in the address (a reload, or Back)', async () => {
    signInAs(rehema);
    const seen = fakeServer(fetchMock, () => usersPage([]));
    renderAdmin(`${USERS}&q=0754%20000`);
    expect(screen.getByRole('searchbox', { name: 'Search accounts' })).toHaveProperty('value', '0754 000');
    expect(await screen.findByText('No account matches “0754 000”.')).toBeTruthy();
    expect(seen[0]?.url.searchParams.get('q')).toBe('0754 000');
  });

  it('changes a role after it is chosen and confirmed, then shows the list again from the server', async () => {
    signInAs(rehema);
    let current = amina;
    const seen = fakeServer(fetchMock, ({ method, body }) => {
      if (method === 'PATCH') {
        current = { ...amina, ...(body as object) };
        return jsonResponse(current);
      }
      return usersPage([current]);
    });
    renderAdmin(USERS);
    await userEvent.click(await screen.findByRole('button', { name: 'Change role of Amina Juma' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Change the role of Amina Juma' }));
    expect(dialog.getByRole('radio', { name: /Customer/ })).toHaveProperty('checked', true);
    expect(dialog.getByRole('button', { name: 'Save role' })).toHaveProperty('disabled', true);
    await userEvent.click(dialog.getByRole('radio', { name: 'Vendor' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save role' }));

    expect(await screen.findByText('Amina Juma is now: Vendor.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const patch = seen.find(({ method }) => method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/v1/admin/users/${amina.id}`);
    expect(patch?.body).toEqual({ userRole: 'vendor' });
    expect(seen.filter(({ method }) => method === 'GET')).toHaveLength(2); // fetched again, not guessed
    expect(details('Amina Juma').Role).toBe('Vendor');
  });

  it('disables an account only after the confirm dialog says yes', async () => {
    signInAs(rehema);
    const seen = fakeServer(fetchMock, ({ method }) =>
      method === 'PATCH' ? jsonResponse({ ...amina, disabled: true }) : usersPage([amina]),
    );
    renderAdmin(USERS);
    const disable = await screen.findByRole('button', { name: 'Disable Amina Juma' });

    await userEvent.click(disable);
    let dialog = within(screen.getByRole('dialog', { name: 'Disable the account of Amina Juma?' }));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(disable);
    expect(seen.some(({ method }) => method === 'PATCH')).toBe(false);

    await userEvent.click(disable);
    dialog = within(screen.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('The account of Amina Juma is disabled.')).toBeTruthy();
    const patch = seen.find(({ method }) => method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/v1/admin/users/${amina.id}`);
    expect(patch?.body).toEqual({ disabled: true });
  });

  it('enables a disabled account', async () => {
    signInAs(rehema);
    const seen = fakeServer(fetchMock, ({ method }) =>
      method === 'PATCH' ? jsonResponse({ ...baraka, disabled: false }) : usersPage([baraka]),
    );
    renderAdmin(USERS);
    await userEvent.click(await screen.findByRole('button', { name: 'Enable Baraka Tents' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByText('The account of Baraka Tents is enabled again.')).toBeTruthy();
    expect(seen.find(({ method }) => method === 'PATCH')?.body).toEqual({ disabled: false });
  });

  it("keeps the dialog open with the server's reason, in Swahili when it knows it", async () => {
    signInAs(rehema);
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, ({ method }) =>
      method === 'PATCH'
        ? refusalResponse(404, 'not_found', 'admin_users.user_not_found')
        : usersPage([amina]),
    );
    renderAdmin(USERS);
    await userEvent.click(await screen.findByRole('button', { name: 'Zuia Amina Juma' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zuia akaunti' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Akaunti hii haipo tena.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('words a refusal this build does not know plainly, and an answer that is not ours as a fault on our side', async () => {
    signInAs(rehema);
    const answers = [
      futureRefusalResponse(422, 'business_rule'),
      foreignErrorResponse(502, '<h1>Bad Gateway</h1>'),
    ];
    fakeServer(fetchMock, ({ method }) =>
      method === 'PATCH' ? (answers.shift() ?? usersPage([])) : usersPage([baraka]),
    );
    renderAdmin(USERS);
    await userEvent.click(await screen.findByRole('button', { name: 'Change role of Baraka Tents' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Customer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sherehe could not do that. Please check and try again.',
    );
    expect(screen.queryByText('A refusal this build has no words for.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Something went wrong on our side. Please try again.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('Audit log', () => {
  it('opens from the section menu and puts the latest actions into words, with the names the server gives', async () => {
    signInAs(rehema);
    const seen = fakeServer(fetchMock, ({ url }) =>
      url.pathname.endsWith('/audit-log') ? auditPage([roleChange, adminCreated]) : usersPage([]),
    );
    const { router } = renderAdmin(USERS);
    await screen.findByText('No accounts yet.');

    const sections = within(screen.getByRole('navigation', { name: 'Admin sections' }));
    expect(sections.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(sections.getByRole('link', { name: 'Audit log' }));
    expect(router.state.location.search).toBe('?section=audit-log');
    expect(await screen.findByText('Role changed')).toBeTruthy();
    const request = seen.find(({ url }) => url.pathname === '/api/v1/admin/audit-log');
    expect(request?.url.searchParams.get('limit')).toBe('25');
    expect(request?.url.searchParams.has('cursor')).toBe(false);

    const log = within(screen.getByRole('region', { name: 'Audit log' }));
    const [latest, first] = log.getAllByRole('listitem').map((item) => within(item));
    expect(latest?.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      'Rehema Admin (you)',
      'Amina Juma', // an account the dashboard never loaded, named by the server
      'Customer → Vendor',
    ]);
    expect(latest?.getByText('1 Jun 2025, 10:15')).toBeTruthy();
    expect(first?.getByText('Administrator created')).toBeTruthy();
    expect(first?.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      'Command line (admin:create)',
      'Rehema Admin (you)',
      'from the command line',
    ]);
    expect(log.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('names other admins, and an account that is gone by the start of its id, in Swahili too', async () => {
    signInAs(rehema);
    fakeServer(fetchMock, () =>
      auditPage([
        {
          ...roleChange,
          actorId: baraka.id,
          actorName: 'Baraka Tents',
          targetName: null,
          details: { to: 'admin', note: 'x' },
        },
      ]),
    );
    renderAdmin('/event-planners/admin?section=audit-log');
    await screen.findByText('Role changed');
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      'Baraka Tents',
      'Account no longer exists (1c2d3e4f)',
      'Now Administrator · note: x',
    ]);

    await i18next.changeLanguage('sw');
    expect(await screen.findByText('Akaunti haipo tena (1c2d3e4f)')).toBeTruthy();
  });

  it('loads older entries with the cursor the server gave, and says why when that fails', async () => {
    signInAs(rehema);
    let failNext = true;
    const seen = fakeServer(fetchMock, ({ url }) => {
      if (url.searchParams.get('cursor') !== 'older') return auditPage([roleChange], 'older');
      if (failNext) {
        failNext = false;
        return refusalResponse(400, 'validation', 'page.cursor_invalid');
      }
      return auditPage([adminCreated]);
    });
    renderAdmin('/event-planners/admin?section=audit-log');
    const log = within(await screen.findByRole('region', { name: 'Audit log' }));
    await userEvent.click(await log.findByRole('button', { name: 'Load more' }));

    expect((await log.findByRole('alert')).textContent).toBe('That page link is not valid.');
    expect(log.getByText('Role changed')).toBeTruthy(); // the first page stays
    await userEvent.click(log.getByRole('button', { name: 'Load more' }));

    expect(await log.findByText('Administrator created')).toBeTruthy();
    expect(log.getAllByRole('listitem')).toHaveLength(2);
    expect(seen.map(({ url }) => url.searchParams.get('cursor'))).toEqual([null, 'older', 'older']);
    expect(log.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(log.queryByRole('alert')).toBeNull();
  });

  it('says so when nothing has happened yet', async () => {
    signInAs(rehema);
    fakeServer(fetchMock, () => auditPage([]));
    renderAdmin('/event-planners/admin?section=audit-log');
    expect(await screen.findByText('Nothing has changed yet.')).toBeTruthy();
  });
});

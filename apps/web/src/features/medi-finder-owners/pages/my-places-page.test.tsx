import type { OwnedPlace } from '@sherehe/core/api/medi-finder';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { MyPlacesPage } from './my-places-page.tsx';

type Request = { method: string; path: string; body: unknown };

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetAppState();
});

/** Routes every fetch to `handler`; returns the requests seen, in order. */
function fakeServer(handler: (request: Request) => Response | Promise<Response>): Request[] {
  const seen: Request[] = [];
  fetchMock.mockImplementation(async (input: unknown, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(request);
    if (url.pathname === '/api/v1/site-config') return jsonResponse({}, 404);
    return handler(request);
  });
  return seen;
}

const weekday = { opens: '08:00', closes: '20:00' };

const listed: OwnedPlace = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'pharmacy',
  name: 'Afya Njema Pharmacy',
  phone: '+255754123456',
  address: 'Mtaa wa Uhuru 12',
  city: 'Moshi',
  area: 'Majengo',
  latitude: -3.3349,
  longitude: 37.3404,
  openingHours: [weekday, weekday, weekday, weekday, weekday, { opens: '09:00', closes: '14:00' }, null],
  offerings: ['prescriptions', 'blood_pressure'],
  status: 'listed',
  hiddenReason: null,
  verifiedAt: '2025-06-01T08:00:00.000Z',
  subscription: {
    id: '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    plan: 'monthly',
    startsOn: '2025-06-01',
    endsOn: '2099-06-30',
    isActive: true,
    cancelledAt: null,
  },
  createdAt: '2025-05-30T08:00:00.000Z',
  updatedAt: '2025-05-30T08:00:00.000Z',
};
const hidden: OwnedPlace = {
  ...listed,
  id: '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  kind: 'diagnostic_center',
  name: 'Uchunguzi Lab',
  offerings: ['x_ray'],
  status: 'hidden',
  hiddenReason: 'The phone number does not answer.',
  subscription: {
    id: '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5f',
    cancelledAt: null,
    plan: 'yearly',
    startsOn: '2024-01-01',
    endsOn: '2024-12-31',
    isActive: false,
  },
};
const pending: OwnedPlace = {
  ...listed,
  id: '8d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f70',
  name: 'Dawa Mpya',
  status: 'pending',
  verifiedAt: null,
  subscription: null,
};

function renderPage(path = '/medi-finder/my-places') {
  return renderRoutes([{ path: '/medi-finder/my-places', Component: MyPlacesPage }], path);
}

const vendor = { id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b', name: 'Neema', userRole: 'vendor' };

describe('who may use it', () => {
  it('asks a visitor to sign in, and tells a customer it is for vendor accounts, without calling the server', async () => {
    fakeServer(() => jsonResponse({ places: [] }));
    const first = renderPage();
    expect(
      screen.getByRole('heading', { name: 'This page is for owners of pharmacies and diagnostic centres' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/event-planners/login?next=%2Fmedi-finder%2Fmy-places',
    );
    first.unmount();
    signInAs({ userRole: 'user' });
    renderPage();
    expect(screen.getByText(/Your account is not a vendor account/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the list', () => {
  beforeEach(() => signInAs(vendor));

  it('shows each place with its status, an admin’s reason, and its subscription', async () => {
    fakeServer(() => jsonResponse({ places: [pending, listed, hidden] }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your places' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards.map((card) => within(card));
    expect(first?.getByText('Pending verification')).toBeTruthy();
    expect(first?.getByText('None')).toBeTruthy();
    expect(second?.getByText('Listed')).toBeTruthy();
    expect(second?.getByText('+255 754 123 456')).toBeTruthy();
    expect(second?.getByText('Mtaa wa Uhuru 12, Majengo, Moshi')).toBeTruthy();
    expect(second?.getByText('Monthly, 1 Jun 2025 – 30 Jun 2099')).toBeTruthy();
    expect(second?.getByText('Active')).toBeTruthy();
    expect(third?.getByText('Hidden')).toBeTruthy();
    expect(third?.getByText('Hidden: The phone number does not answer.')).toBeTruthy();
    expect(third?.getByText('Diagnostic centre')).toBeTruthy();
    expect(third?.getByText('Expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Uchunguzi Lab' }).getAttribute('href')).toBe(
      `/medi-finder/my-places?place=${hidden.id}`,
    );
  });

  it('says what to do when there is nothing yet', async () => {
    fakeServer(() => jsonResponse({ places: [] }));
    renderPage();
    expect(await screen.findByText('You have not registered a place yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add place' }).getAttribute('href')).toBe(
      '/medi-finder/my-places?place=new',
    );
  });
});

describe('the form', () => {
  beforeEach(() => signInAs(vendor));

  it('registers a diagnostic centre with typed coordinates, hours and tests, then returns to the list', async () => {
    let places: OwnedPlace[] = [];
    const seen = fakeServer(({ method, body }) => {
      if (method === 'POST') {
        const created = {
          ...pending,
          ...(body as object),
          id: 'a0b1c2d3-e4f5-4a6b-8c7d-8e9f0a1b2c3d',
          phone: '+255713000111',
        };
        places = [created as OwnedPlace];
        return jsonResponse({ place: created }, 201);
      }
      return jsonResponse({ places });
    });
    const { router } = renderPage('/medi-finder/my-places?place=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register a place' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Diagnostic centre' }));
    // The tests of a centre, not a pharmacy's services.
    expect(screen.queryByRole('checkbox', { name: 'Home delivery' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name of the place' }), 'Kilele Imaging');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '0713 000 111');
    await userEvent.type(screen.getByRole('textbox', { name: 'Street address' }), 'Sokoine Road 4');
    await userEvent.type(screen.getByRole('combobox', { name: 'City or town' }), 'Arusha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Latitude' }), '-3,3731');
    await userEvent.type(screen.getByRole('textbox', { name: 'Longitude' }), '36.6946');
    fireEvent.change(screen.getByLabelText('Closes (Saturday)'), { target: { value: '13:30' } });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sunday: open, closed or 24 hours' }),
      '24 hours',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'X-ray' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ultrasound' }));
    await userEvent.click(screen.getByRole('button', { name: 'Register place' }));

    expect(
      await screen.findByText('“Kilele Imaging” is registered. An admin will verify it before it is shown.'),
    ).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/v1/md/my-places');
    expect(post?.body).toEqual({
      kind: 'diagnostic_center',
      name: 'Kilele Imaging',
      phone: '0713 000 111',
      address: 'Sokoine Road 4',
      city: 'Arusha',
      area: '',
      latitude: -3.3731,
      longitude: 36.6946,
      openingHours: [
        weekday,
        weekday,
        weekday,
        weekday,
        weekday,
        { opens: '08:00', closes: '13:30' },
        { opens: '00:00', closes: '24:00' },
      ],
      offerings: ['x_ray', 'ultrasound'],
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Kilele Imaging')).toBeTruthy();
  });

  it('shows the server’s messages beside the fields they concern and focuses the first', async () => {
    const seen = fakeServer(({ method }) =>
      method === 'POST'
        ? refusalResponse(400, 'validation', 'finder.name_required', {
            params: { min: 2 },
            fields: [
              { field: 'name', reason: 'finder.name_required', params: { min: 2 }, issue: 'too_small' },
              { field: 'latitude', reason: 'finder.latitude_invalid', issue: 'invalid_type' },
              { field: 'openingHours.2', reason: 'finder.opens_equals_closes' },
            ],
          })
        : jsonResponse({ places: [] }),
    );
    renderPage('/medi-finder/my-places?place=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Register place' }));

    expect(await screen.findByText('Some details need a change: see the messages below.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name of the place' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the name of the place.')).toBeTruthy();
    expect(screen.getByText('Choose the place on the map, or give a latitude from -90 to 90.')).toBeTruthy();
    expect(
      screen
        .getByRole('combobox', { name: 'Wednesday: open, closed or 24 hours' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('A day cannot open and close at the same time.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Blank coordinates went as null, so the server (not the form) said what was wrong with them.
    expect(seen.find((request) => request.method === 'POST')?.body).toMatchObject({
      latitude: null,
      longitude: null,
    });

    await userEvent.type(name, 'Duka');
    expect(screen.queryByText('Enter the name of the place.')).toBeNull();
  });

  it('edits a place without its kind, and shows a refusal that belongs to no field on top', async () => {
    let calls = 0;
    const seen = fakeServer(({ method, body }) => {
      if (method === 'PUT') {
        calls += 1;
        if (calls === 1) {
          return refusalResponse(422, 'business_rule', 'finder.offerings_unknown', {
            fields: [{ field: 'offerings', reason: 'finder.offerings_unknown' }],
          });
        }
        if (calls === 2) return refusalResponse(404, 'not_found', 'finder.place_not_found');
        return jsonResponse({ place: { ...listed, ...(body as object) } });
      }
      return jsonResponse({ places: [listed] });
    });
    renderPage(`/medi-finder/my-places?place=${listed.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Afya Njema Pharmacy' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Pharmacy' })).toBeNull();
    const name = screen.getByRole('textbox', { name: 'Name of the place' }) as HTMLInputElement;
    expect(name.value).toBe('Afya Njema Pharmacy');
    expect((screen.getByRole('checkbox', { name: 'Blood pressure check' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (screen.getByRole('combobox', { name: 'Sunday: open, closed or 24 hours' }) as HTMLSelectElement).value,
    ).toBe('closed');
    await userEvent.clear(name);
    await userEvent.type(name, 'Afya Njema Pharmacy Moshi');
    await userEvent.click(screen.getByRole('button', { name: 'Open 24 hours, every day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Choose services and tests from the list.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Prescriptions' })),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That place was not found.');

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Afya Njema Pharmacy Moshi” is saved.')).toBeTruthy();
    const put = seen.filter((request) => request.method === 'PUT').at(-1);
    expect(put?.path).toBe(`/api/v1/md/my-places/${listed.id}`);
    expect(put?.body).toEqual({
      name: 'Afya Njema Pharmacy Moshi',
      phone: '+255754123456',
      address: 'Mtaa wa Uhuru 12',
      city: 'Moshi',
      area: 'Majengo',
      latitude: -3.3349,
      longitude: 37.3404,
      openingHours: Array.from({ length: 7 }, () => ({ opens: '00:00', closes: '24:00' })),
      offerings: ['prescriptions', 'blood_pressure'],
    });
  });

  it('fills the coordinates from the device, and explains when the browser says no', async () => {
    fakeServer(() => jsonResponse({ places: [] }));
    const getCurrentPosition = vi
      .fn()
      .mockImplementationOnce((success: PositionCallback) =>
        success({ coords: { latitude: -6.81612345678, longitude: 39.2803 } } as GeolocationPosition),
      )
      .mockImplementationOnce((_success: PositionCallback, failed: PositionErrorCallback) =>
        failed({ code: 1, message: 'denied' } as GeolocationPositionError),
      );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderPage('/medi-finder/my-places?place=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my current location' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('-6.816123'),
    );
    expect((screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe('39.2803');
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your browser did not allow us to see your location. Type the coordinates or choose the place on the map.',
    );
  });

  it('speaks Swahili, server messages included', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(({ method }) =>
      method === 'POST'
        ? refusalResponse(400, 'validation', 'vendor.city_required', {
            params: { min: 2 },
            fields: [
              { field: 'city', reason: 'vendor.city_required', params: { min: 2 }, issue: 'too_small' },
            ],
          })
        : jsonResponse({ places: [] }),
    );
    renderPage('/medi-finder/my-places?place=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sajili eneo' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sajili eneo' }));
    expect(await screen.findByText('Andika mji au mji mdogo.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Kuletewa nyumbani' })).toBeTruthy();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { BecomeVendor } from './become-vendor.tsx';

const created = {
  id: '0b6f4f0e-8a51-4c1e-9d0f-3f1f5b7a9c21',
  status: 'pending',
  createdAt: '2025-07-01T08:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBecomeVendor() {
  const user = userEvent.setup();
  renderWithProviders(<BecomeVendor />);
  return {
    user,
    input: screen.getByLabelText('Email or phone number'),
    requestButton: screen.getByRole('button', { name: 'Request' }),
  };
}

describe('Become Vendor', () => {
  it('alerts and sends nothing when the input is empty or only spaces', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert); // happy-dom has no alert of its own
    const { user, input, requestButton } = renderBecomeVendor();
    expect(input).toHaveProperty('placeholder', 'Enter your email or phone number');

    await user.click(requestButton);
    await user.type(input, '   ');
    await user.click(requestButton);

    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenLastCalledWith('Please enter an email or phone number.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the optional business name and kind with the contact', async () => {
    fetchMock.mockResolvedValue(jsonResponse(created, 201));
    const { user, input, requestButton } = renderBecomeVendor();
    await user.type(input, 'asha@mapambo.co.tz');
    await user.type(screen.getByLabelText('Business name (optional)'), 'Asha Mapambo');
    await user.selectOptions(screen.getByLabelText('Kind of business (optional)'), 'Decoration');
    await user.click(requestButton);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      request_contact: 'asha@mapambo.co.tz',
      business_name: 'Asha Mapambo',
      business_kind: 'decoration',
      language: 'en',
    });
    expect(await screen.findByText('Request sent successful! We will reach you shortly.')).toBeTruthy();
    expect((screen.getByLabelText('Business name (optional)') as HTMLInputElement).value).toBe('');
  });

  it('shows the sending state, then the success message, and clears the input', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, input, requestButton } = renderBecomeVendor();

    await user.type(input, '  0754 123 456 ');
    await user.click(requestButton);

    const dialog = screen.getByRole('dialog', { name: 'Vendor request' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Sending Request...')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/vendor-requests');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ request_contact: '0754 123 456', language: 'en' });
    expect((input as HTMLInputElement).value).toBe('  0754 123 456 ');

    answer(jsonResponse(created, 201));

    expect(
      await within(dialog).findByText('Request sent successful! We will reach you shortly.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Sending Request...')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows the failure and the server’s reason when the request is rejected as invalid', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reason =
      'Enter a valid email address or phone number (for example 0754 123 456 or +255 754 123 456).';
    fetchMock.mockResolvedValue(
      refusalResponse(400, 'validation', 'account.identifier_invalid', {
        fields: [{ field: 'request_contact', reason: 'account.identifier_invalid' }],
      }),
    );
    const { user, input, requestButton } = renderBecomeVendor();

    await user.type(input, 'not a contact');
    await user.click(requestButton);

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Request not sent. Please try again.')).toBeTruthy();
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('not a contact');
    expect(logged).toHaveBeenCalled();
  });

  it('asks the person to wait when the server says they sent too many requests', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      refusalResponse(429, 'rate_limited', 'request.too_many', { params: { retryAfterSeconds: 3600 } }),
    );
    const { user, input, requestButton } = renderBecomeVendor();

    await user.type(input, '0754 123 456');
    await user.click(requestButton);

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Request not sent. Please try again.')).toBeTruthy();
    expect(within(dialog).getByText('Too many requests. Please wait a little and try again.')).toBeTruthy();

    // The reason is kept, not its English: it follows the language on screen.
    await act(() => i18next.changeLanguage('sw'));
    expect(
      await within(dialog).findByText('Maombi ni mengi mno. Tafadhali subiri kidogo kisha ujaribu tena.'),
    ).toBeTruthy();
  });

  it('shows the failure without a reason when the network fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, input, requestButton } = renderBecomeVendor();

    await user.type(input, 'asha@example.co.tz');
    await user.click(requestButton);

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Request not sent. Please try again.')).toBeTruthy();
    expect(within(dialog).queryByText(/Failed to fetch/)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Vendor request not sent', expect.any(TypeError));
  });

  it('closes with the Close button, the close icon and Escape, giving focus back to Request', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(created, 201));
    const { user, input, requestButton } = renderBecomeVendor();

    for (const close of [
      () => user.click(screen.getByRole('button', { name: 'Close' })),
      () => user.click(screen.getByRole('button', { name: 'Close dialog' })),
      () => user.keyboard('{Escape}'),
    ]) {
      await user.type(input, 'asha@example.co.tz');
      await user.click(requestButton);
      await screen.findByText('Request sent successful! We will reach you shortly.');
      await close();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(requestButton);
    }
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab inside the open dialog', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(created, 201));
    const { user, input, requestButton } = renderBecomeVendor();
    await user.type(input, 'asha@example.co.tz');
    await user.click(requestButton);

    const dialog = screen.getByRole('dialog');
    const closeButton = within(dialog).getByRole('button', { name: 'Close' });
    const closeIcon = within(dialog).getByRole('button', { name: 'Close dialog' });
    expect(document.activeElement).toBe(closeButton);
    await user.tab();
    expect(document.activeElement).toBe(closeIcon);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(closeButton);
  });

  it('speaks Swahili', async () => {
    await i18next.changeLanguage('sw');
    const alert = vi.fn();
    vi.stubGlobal('alert', alert); // happy-dom has no alert of its own
    const user = userEvent.setup();
    renderWithProviders(<BecomeVendor />);

    expect(screen.getByRole('heading', { name: 'Kuwa Mtoa Huduma' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Omba' }));
    expect(alert).toHaveBeenCalledWith('Tafadhali weka barua pepe au namba ya simu.');

    fetchMock.mockImplementation(async () => jsonResponse(created, 201));
    await user.type(screen.getByLabelText('Barua pepe au namba ya simu'), '0754123456');
    await user.click(screen.getByRole('button', { name: 'Omba' }));
    await waitFor(() =>
      expect(screen.getByText('Ombi limetumwa! Tutawasiliana nawe hivi karibuni.')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Funga' })).toBeTruthy();
  });
});

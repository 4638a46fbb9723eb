// The spec's notification flow with the browser's answers stubbed in happy-dom: the worker registered first, then
// the permission; granted keeps the subscription under fcmToken and sends it for the signed-in person (or when they
// sign in later), denied keeps nothing and only logs, and a browser without notifications gets the error toast.
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../app/app-toaster.tsx';
import { jsonResponse } from '../../test/render.tsx';
import { useSession } from '../session-store.ts';
import { FCM_TOKEN_KEY } from '../storage-keys.ts';
import { startPushNotifications as start, stopPushFollowing } from './push-setup.ts';

// A VAPID public key as the server gives it, and the subscription a push service would make for it.
const PUBLIC_KEY = `B${'A'.repeat(85)}Q`;
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b-test',
  expirationTime: null,
  keys: { p256dh: `B${'C'.repeat(85)}Q`, auth: `${'d'.repeat(21)}g` },
};

type Calls = { steps: string[]; puts: unknown[] };
let calls: Calls;

function stubBrowser({
  permission = 'granted' as NotificationPermission | null,
  registerFails = false,
} = {}) {
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    calls.steps.push('subscribe');
    return {
      options,
      toJSON: () => subscriptionJson,
      unsubscribe: async () => true,
    } as unknown as PushSubscription;
  });
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  const register = vi.fn(async (path: string, options: RegistrationOptions) => {
    calls.steps.push(`register ${path} ${options.scope}`);
    if (registerFails) throw new Error('The script has an unsupported MIME type');
    return registration;
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      ready: Promise.resolve(registration),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    },
  });
  if (permission === null) {
    vi.stubGlobal('Notification', undefined);
  } else {
    vi.stubGlobal('Notification', {
      permission: 'default',
      requestPermission: vi.fn(async () => {
        calls.steps.push('requestPermission');
        return permission;
      }),
    });
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/push/public-key')) return jsonResponse({ publicKey: PUBLIC_KEY });
      if (url.endsWith('/push/subscriptions') && init?.method === 'PUT') {
        calls.puts.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      }
      return jsonResponse({}, 404);
    }),
  );
  return { subscribe, register };
}

beforeEach(() => {
  calls = { steps: [], puts: [] };
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  stopPushFollowing();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  useSession.setState({ user: null });
  sessionStorage.clear();
  toast.remove();
});

describe('notification permission granted', () => {
  it('registers the worker, then asks, then subscribes with the server key and sends it for the signed-in person', async () => {
    useSession.setState({ user: { userRole: 'user' } });
    const { subscribe } = stubBrowser();
    await start();

    expect(calls.steps).toEqual(['register /firebase-messaging-sw.js /', 'requestPermission', 'subscribe']);
    const options = subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(JSON.parse(localStorage.getItem(FCM_TOKEN_KEY) ?? 'null')).toEqual(subscriptionJson);
    expect(calls.puts).toEqual([{ ...subscriptionJson, language: 'en' }]);
  });

  it('keeps the subscription for a visitor and sends it once they sign in, in the language on screen', async () => {
    stubBrowser();
    await start();
    expect(localStorage.getItem(FCM_TOKEN_KEY)).not.toBeNull();
    expect(calls.puts).toEqual([]);

    await i18next.changeLanguage('sw');
    await act(async () => useSession.setState({ user: { userRole: 'user' } }));
    await vi.waitFor(() => expect(calls.puts).toHaveLength(1));
    expect(calls.puts[0]).toMatchObject({ endpoint: subscriptionJson.endpoint, language: 'sw' });
  });
});

describe('notification permission denied', () => {
  it('stores nothing, sends nothing and only logs', async () => {
    useSession.setState({ user: { userRole: 'user' } });
    const { subscribe } = stubBrowser({ permission: 'denied' });
    render(<AppToaster />);
    await start();
    expect(calls.steps).toEqual(['register /firebase-messaging-sw.js /', 'requestPermission']);
    expect(subscribe).not.toHaveBeenCalled();
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBeNull();
    expect(calls.puts).toEqual([]);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('denied'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('forgets a subscription kept from when it was allowed', async () => {
    localStorage.setItem(FCM_TOKEN_KEY, JSON.stringify(subscriptionJson));
    stubBrowser({ permission: 'denied' });
    await start();
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBeNull();
  });
});

describe('a browser without notifications', () => {
  it('gets the spec’s error toast, once per visit', async () => {
    stubBrowser({ permission: null });
    render(<AppToaster />);
    await start();
    expect(await screen.findByText('This browser does not support desktop notification')).toBeTruthy();
    expect(localStorage.getItem(FCM_TOKEN_KEY)).toBeNull();

    act(() => toast.remove());
    await start();
    expect(screen.queryByText('This browser does not support desktop notification')).toBeNull();
  });

  it('says it in Swahili to a Swahili reader', async () => {
    await i18next.changeLanguage('sw');
    stubBrowser({ permission: null });
    render(<AppToaster />);
    await start();
    expect(await screen.findByText('Kivinjari hiki hakiwezi kuonyesha arifa')).toBeTruthy();
  });
});

describe('a worker that cannot be registered', () => {
  it('is only logged: no question, no toast', async () => {
    stubBrowser({ registerFails: true });
    render(<AppToaster />);
    await start();
    expect(calls.steps).toEqual(['register /firebase-messaging-sw.js /']);
    expect(console.error).toHaveBeenCalledWith('The push worker could not be registered', expect.any(Error));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

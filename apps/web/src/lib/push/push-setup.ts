// The spec's notification flow, loaded once the page has fully loaded (main.tsx), out of the first load: register
// the push worker at /firebase-messaging-sw.js, then ask for permission. Granted: subscribe with the server's VAPID
// key (userVisibleOnly), keep the subscription under fcmToken and send it for whoever is signed in, now or when they
// sign in later. Denied: nothing is kept, the denial is only logged. A browser without notifications gets the error
// toast (once per visit). A worker or subscription that fails is only logged.
import { notificationsEndpoints as notifications } from '@sherehe/core/api/notifications-endpoints';
import { apiRequest } from '../api-client.ts';
import { i18next, whenI18nReady } from '../i18n.ts';
import { useSession } from '../session-store.ts';
import { writeString } from '../storage.ts';
import { FCM_TOKEN_KEY } from '../storage-keys.ts';
import { NOTIFICATION_ARRIVED } from './notification-arrived.ts';
import {
  forgetPushSubscription,
  type StoredSubscription,
  sendSubscription,
  storedSubscription,
  storeSubscription,
} from './push-subscription.ts';

export const WORKER_PATH = '/firebase-messaging-sw.js';
export const UNSUPPORTED_TOAST_ID = 'notifications-unsupported';
const UNSUPPORTED_SHOWN_KEY = 'notificationsUnsupportedShown';

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current || current.byteLength !== wanted.length) return false;
  const bytes = new Uint8Array(current);
  return bytes.every((byte, index) => byte === wanted[index]);
}

async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) {
    console.warn('This browser has no service workers: no push notifications');
    return null;
  }
  try {
    return await navigator.serviceWorker.register(WORKER_PATH, { scope: '/' });
  } catch (error) {
    console.error('The push worker could not be registered', error);
    return null;
  }
}

async function showUnsupported(): Promise<void> {
  try {
    if (sessionStorage.getItem(UNSUPPORTED_SHOWN_KEY)) return;
    sessionStorage.setItem(UNSUPPORTED_SHOWN_KEY, '1');
  } catch {
    // storage blocked: shown on every visit then
  }
  await whenI18nReady();
  await i18next.loadNamespaces('notifications').catch(() => {});
  // The toaster's code (react-hot-toast) comes only when there is something to say.
  const { toast } = await import('../toast.ts');
  toast.error(i18next.t('notifications:unsupported'), { id: UNSUPPORTED_TOAST_ID });
}

/**
 * The push worker's registration (scope '/'), its worker active. Not `serviceWorker.ready`: on a page kept offline
 * (the door, an event's page, a card…) that is the offline worker (decision 043), which has no push handler.
 */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration?.('/');
  if (!registration) return navigator.serviceWorker.ready;
  const pending = registration.installing ?? registration.waiting;
  if (!registration.active && pending) {
    await new Promise<void>((resolve) => {
      // Redundant too: a worker that failed to install settles it, and subscribing then says why.
      pending.addEventListener('statechange', () => {
        if (pending.state === 'activated' || pending.state === 'redundant') resolve();
      });
    });
  }
  return registration;
}

/** This browser's subscription for the server's current key (an older key's is replaced). */
async function subscribeBrowser(): Promise<StoredSubscription> {
  const { publicKey } = await apiRequest(notifications.pushPublicKey);
  const key = fromBase64Url(publicKey);
  const registration = await pushRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return asStored(existing);
  if (existing) await existing.unsubscribe();
  const made = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return asStored(made);
}

function asStored(subscription: PushSubscription): StoredSubscription {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error('the subscription has no keys');
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  };
}

let stopFollowing: (() => void) | null = null;

/** Sends the subscription again whenever someone signs in, or the language changes (pushes follow it). */
function followSessionAndLanguage(): void {
  if (stopFollowing) return;
  const unsubscribe = useSession.subscribe((state, previous) => {
    if (state.user !== null && previous.user === null) void sendSubscription();
  });
  const onLanguage = () => void sendSubscription();
  i18next.on('languageChanged', onLanguage);
  const onMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'sherehe-notification') window.dispatchEvent(new Event(NOTIFICATION_ARRIVED));
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  stopFollowing = () => {
    unsubscribe();
    i18next.off('languageChanged', onLanguage);
    navigator.serviceWorker.removeEventListener('message', onMessage);
    stopFollowing = null;
  };
}

/** Tests: forget the listeners one page's flow set up. */
export function stopPushFollowing(): void {
  stopFollowing?.();
}

/**
 * After permission is granted (at start, or from the Account page's button): subscribe, keep, send. Answers whether
 * this browser now has a subscription.
 */
export async function subscribeThisBrowser(): Promise<boolean> {
  try {
    storeSubscription(await subscribeBrowser());
  } catch (error) {
    console.error('The push subscription could not be made', error);
    return false;
  }
  followSessionAndLanguage();
  await sendSubscription();
  return true;
}

/** The whole flow; never rejects. */
export async function startPushNotifications(): Promise<void> {
  const registration = await registerWorker();
  if (!registration) return;
  if (typeof window.Notification === 'undefined') {
    await showUnsupported();
    return;
  }
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    console.error('Notification permission could not be asked', error);
    return;
  }
  if (permission !== 'granted') {
    console.info(`Notification permission ${permission}: no push notifications on this browser`);
    // Allowed once and blocked since: the kept subscription no longer shows anything.
    if (permission === 'denied' && storedSubscription()) {
      await forgetPushSubscription();
      writeString(FCM_TOKEN_KEY, null);
    }
    return;
  }
  await subscribeThisBrowser();
}

// This browser's push subscription (its PushSubscription.toJSON()): kept under fcmToken (the spec's key) once the
// person allowed notifications, sent to the server for whoever is signed in (in the language on screen), and taken
// back before they sign out. Failures are only logged: notifications still reach the inbox on the Account page.
import type { PushSubscriptionInput } from '@sherehe/core/api/notifications';
import { notificationsEndpoints as notifications } from '@sherehe/core/api/notifications-endpoints';
import { apiRequest } from '../api-client.ts';
import { currentLanguage } from '../i18n.ts';
import { useSession } from '../session-store.ts';
import { readJson, writeString } from '../storage.ts';
import { FCM_TOKEN_KEY } from '../storage-keys.ts';

export type StoredSubscription = Omit<PushSubscriptionInput, 'language'>;

export function storedSubscription(): StoredSubscription | null {
  const stored = readJson(FCM_TOKEN_KEY) as Partial<StoredSubscription> | null;
  const keys = stored?.keys;
  if (
    typeof stored?.endpoint !== 'string' ||
    typeof keys?.p256dh !== 'string' ||
    typeof keys.auth !== 'string'
  ) {
    return null;
  }
  const expirationTime = typeof stored.expirationTime === 'number' ? stored.expirationTime : null;
  return { endpoint: stored.endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

export function storeSubscription(subscription: StoredSubscription): void {
  writeString(FCM_TOKEN_KEY, JSON.stringify(subscription));
}

/** For whoever is signed in; nothing when nobody is, or this browser has no subscription. */
export async function sendSubscription(): Promise<void> {
  const stored = storedSubscription();
  if (!stored || !useSession.getState().user) return;
  try {
    await apiRequest(notifications.subscribePush, {
      body: { ...stored, language: currentLanguage() } satisfies PushSubscriptionInput,
    });
  } catch (error) {
    console.error('The push subscription could not be sent to Sherehe', error);
  }
}

/** Before signing out: the server stops pushing this person's notifications to this browser. */
export async function forgetPushSubscription(): Promise<void> {
  const stored = storedSubscription();
  if (!stored || !useSession.getState().user) return;
  try {
    await apiRequest(notifications.unsubscribePush, { body: { endpoint: stored.endpoint } });
  } catch (error) {
    console.error('The push subscription could not be withdrawn', error);
  }
}

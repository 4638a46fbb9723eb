// The localStorage keys of this app in one place: the session, the API client, the cart and i18n share them,
// and the names are the spec's, so stored data of earlier versions keeps working.
export const USER_KEY = 'user';
export const AUTH_TOKEN_KEY = 'authToken';
export const CART_KEY = 'cart';
export const LANGUAGE_KEY = 'language';
/** Ours, not the spec's: the id of a visitor cart's merge into an account, shared by tabs so it merges once. */
export const CART_MERGE_KEY = 'cartMergeId';
/** The spec's name: this browser's push subscription (PushSubscription.toJSON()), kept once permission is granted. */
export const FCM_TOKEN_KEY = 'fcmToken';
/** Ours: a pledge typed with no network, one key per event code (`keptPledge:HARUS7`), until it reaches Sherehe. */
export const KEPT_PLEDGE_KEY_PREFIX = 'keptPledge:';

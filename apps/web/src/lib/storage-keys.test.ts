import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, CART_KEY, FCM_TOKEN_KEY, LANGUAGE_KEY, USER_KEY } from './storage-keys.ts';

describe('storage keys', () => {
  // Renaming one would silently sign everyone out, empty carts or forget the language on the next deploy.
  it("are the spec's names", () => {
    expect([USER_KEY, AUTH_TOKEN_KEY, CART_KEY, LANGUAGE_KEY, FCM_TOKEN_KEY]).toEqual([
      'user',
      'authToken',
      'cart',
      'language',
      'fcmToken',
    ]);
  });
});

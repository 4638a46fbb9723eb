// What went wrong with the provider, as one of the codes the sign-in page explains; the cause is kept for the log.
import type { ProviderSignInError } from '@sherehe/core/provider-sign-in-errors';
import * as client from 'openid-client';

export class ProviderFailure extends Error {
  constructor(
    readonly code: ProviderSignInError,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderFailure';
  }
}

// The provider's own error codes (RFC 6749 §4.1.2.1 and §5.2) that mean something the person can act on.
const fromProviderError: Record<string, ProviderSignInError> = {
  access_denied: 'popup-closed-by-user',
  login_required: 'popup-closed-by-user',
  consent_required: 'popup-closed-by-user',
  interaction_required: 'popup-closed-by-user',
  temporarily_unavailable: 'network-request-failed',
  invalid_client: 'invalid-api-key',
  unauthorized_client: 'invalid-api-key',
  invalid_grant: 'invalid-auth-event', // the code expired, was used twice, or the PKCE verifier does not match
};

const unreachable = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM']);

export function providerFailureOf(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError) {
    const code = fromProviderError[error.error];
    if (code) return new ProviderFailure(code, `the provider answered ${error.error}`, { cause: error });
    if (error instanceof client.ResponseBodyError && error.status >= 500) {
      return new ProviderFailure('network-request-failed', `the provider failed (${error.status})`, {
        cause: error,
      });
    }
    return new ProviderFailure('internal-error', `the provider answered ${error.error}`, { cause: error });
  }
  // fetch() rejects with a TypeError when the connection fails; openid-client lets it through as it is.
  if (error instanceof TypeError && error.message === 'fetch failed') {
    return new ProviderFailure('network-request-failed', 'the provider could not be reached', {
      cause: error,
    });
  }
  if (error instanceof client.ClientError && error.code && unreachable.has(error.code)) {
    return new ProviderFailure('network-request-failed', 'the provider did not answer properly', {
      cause: error,
    });
  }
  if (error instanceof client.ClientError && error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
    // Most often the nonce: this ID token was not issued for this sign-in.
    return new ProviderFailure('invalid-auth-event', 'the ID token does not belong to this sign-in', {
      cause: error,
    });
  }
  return new ProviderFailure('internal-error', 'sign-in through the provider failed', { cause: error });
}

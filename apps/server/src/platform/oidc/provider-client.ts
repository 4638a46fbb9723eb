// The one door to the OpenID Connect provider (openid-client): where to send people, and what the provider says
// about them when they come back. Its metadata is discovered on first use, not at start-up, so a provider that is
// down stops sign-in through it and nothing else.
import * as client from 'openid-client';
import type { OidcSettings } from '../../config.ts';
import { ProviderFailure, providerFailureOf } from './provider-failure.ts';

export type ProviderIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

export type ProviderClient = {
  authorizationUrl(checks: AuthorizationChecks): Promise<URL>;
  /** Exchanges the code in the provider's answer; openid-client checks the state, PKCE, the ID token and its nonce. */
  identify(callbackUrl: URL, checks: AuthorizationChecks): Promise<ProviderIdentity>;
};

/** Fresh secrets for one sign-in: the state (CSRF), the nonce (binds the ID token) and the PKCE verifier. */
export function newAuthorizationChecks(): AuthorizationChecks {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

const TIMEOUT_SECONDS = 10;
// Providers rotate keys and endpoints rarely; a day-old copy of their metadata is fresh enough.
const METADATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

// Plain http is allowed only for a provider on this machine (tests, development); config refuses it elsewhere too.
function isLocalHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

function claimString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function nameFrom(claims: Record<string, unknown>): string | null {
  const full = claimString(claims.name);
  if (full) return full;
  const parts = [claimString(claims.given_name), claimString(claims.family_name)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}

export function createProviderClient(settings: OidcSettings, redirectUri: string): ProviderClient {
  const issuer = new URL(settings.issuer);
  let discovered: { configuration: Promise<client.Configuration>; at: number } | undefined;

  function configuration(): Promise<client.Configuration> {
    if (!discovered || Date.now() - discovered.at > METADATA_MAX_AGE_MS) {
      const attempt = client.discovery(
        issuer,
        settings.clientId,
        { client_secret: settings.clientSecret, redirect_uris: [redirectUri] },
        client.ClientSecretPost(settings.clientSecret),
        {
          timeout: TIMEOUT_SECONDS,
          ...(isLocalHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        },
      );
      const entry = { configuration: attempt, at: Date.now() };
      discovered = entry;
      // A failed discovery is not kept: the next sign-in tries again.
      attempt.catch(() => {
        if (discovered === entry) discovered = undefined;
      });
    }
    return discovered.configuration;
  }

  return {
    async authorizationUrl({ state, nonce, codeVerifier }) {
      try {
        const config = await configuration();
        return client.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: 'openid email profile',
          state,
          nonce,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        });
      } catch (error) {
        throw providerFailureOf(error);
      }
    },

    async identify(callbackUrl, { state, nonce, codeVerifier }) {
      try {
        const config = await configuration();
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: state,
          expectedNonce: nonce,
          pkceCodeVerifier: codeVerifier,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new ProviderFailure('internal-error', 'the provider sent no ID token');
        let claims: Record<string, unknown> = idToken;
        // Google puts the e-mail in the ID token; other providers may keep it for the userinfo endpoint.
        if (claimString(idToken.email) === null && config.serverMetadata().userinfo_endpoint) {
          claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
        }
        const email = claimString(claims.email);
        return {
          issuer: idToken.iss,
          subject: idToken.sub,
          email: email?.toLowerCase() ?? null,
          // Some providers send the flag as a string.
          emailVerified:
            email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
          name: nameFrom(claims),
        };
      } catch (error) {
        throw providerFailureOf(error);
      }
    },
  };
}

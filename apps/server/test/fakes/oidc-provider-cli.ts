// The fake OpenID provider as a process of its own, for the browser journeys (e2e/playwright.config.ts starts it).
// Its page lists the accounts below; a journey picks one, as a person picks their Google account.
import { startOidcProvider } from './oidc-provider.ts';

const port = Number(process.env.E2E_OIDC_PORT ?? 4313);
const redirectUri = process.env.E2E_OIDC_REDIRECT_URI ?? 'http://127.0.0.1:4310/api/v1/auth/oidc/callback';

const provider = await startOidcProvider({
  redirectUri,
  port,
  issuerHost: 'localhost',
  clientId: process.env.E2E_OIDC_CLIENT_ID ?? 'sherehe-e2e',
  clientSecret: process.env.E2E_OIDC_CLIENT_SECRET ?? 'sherehe-e2e-secret-0123456789abcdef',
});
provider.addAccount({
  sub: 'e2e-verified',
  email: 'zawadi.provider@example.co.tz',
  email_verified: true,
  name: 'Zawadi Mollel',
});
provider.addAccount({
  sub: 'e2e-unverified',
  email: 'unverified.provider@example.co.tz',
  email_verified: false,
  name: 'Juma Unverified',
});
console.log(`fake OpenID provider at ${provider.issuer}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    provider.close().finally(() => process.exit(0));
  });
}

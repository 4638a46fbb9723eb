// Why a sign-in through the OpenID provider failed, sent back to the sign-in page as `?error=`. Named as the spec's
// identity library names them (those that can happen in a redirect flow), plus our own account rules. No zod here:
// the web page reads this list on its first load.
export const providerSignInErrors = [
  'popup-closed-by-user', // the person said no, or closed the provider's page (the provider's access_denied)
  'network-request-failed', // the provider could not be reached, or did not answer in time
  'invalid-auth-event', // the state is missing, unknown, expired, already used or not this browser's
  'auth-domain-config-required', // this server has no provider configured
  'invalid-api-key', // the provider rejected our client id or secret
  'internal-error', // anything else
  'user-disabled',
  'email-not-verified', // no linked account, and the provider does not vouch for the e-mail address
  'too-many-requests',
] as const;

export type ProviderSignInError = (typeof providerSignInErrors)[number];

export function isProviderSignInError(value: unknown): value is ProviderSignInError {
  return providerSignInErrors.includes(value as ProviderSignInError);
}

// Why the provider sign-in did not work, from the server's ?error= code (or the return that could not finish), in
// the reader's language; role="alert" so it is read out when the page opens.
import { isProviderSignInError } from '@sherehe/core/provider-sign-in-errors';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';

/** A server code, or what went wrong on the way back: the cookie was not kept, or the server was not reached. */
export type ProviderProblem = string | 'cookie-not-kept' | 'network';

const DEFAULT_PROVIDER = 'Google';

export function ProviderSignInAlert({ problem }: { problem: ProviderProblem | null }) {
  const { t } = useTranslation('accounts');
  const siteConfig = useSiteConfig();
  if (!problem || siteConfig.isPending) return null; // wait for the provider's name rather than show a wrong one
  const provider = siteConfig.data?.signInProvider?.name ?? DEFAULT_PROVIDER;
  const message =
    problem === 'network'
      ? t('errors.network')
      : t(
          `oidc.errors.${isProviderSignInError(problem) || problem === 'cookie-not-kept' ? problem : 'internal-error'}`,
          {
            provider,
          },
        );
  return <FormAlert className="mb-5" message={message} />;
}

// "Sign in with Google": a plain link to the server, which sends the browser on to the provider (a full page load,
// not a router link). Shown only when the server has a provider configured.
import { oidcEndpoints as oidc } from '@sherehe/core/api/oidc-endpoints';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { safeNextPath } from './next-path.ts';

export function ProviderSignInButton({ next }: { next: string | null }) {
  const { t } = useTranslation('accounts');
  const provider = useSiteConfig().data?.signInProvider;
  if (!provider) return null;
  const href = endpointUrl(oidc.start, { query: { next: safeNextPath(next) } });
  return (
    <div className="mt-6">
      <p className="mb-4 flex items-center gap-3 text-sm text-stone-600">
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
        {t('oidc.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      </p>
      <a
        href={href}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 font-semibold text-base text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <LogIn aria-hidden="true" className="size-5 text-teal-700" />
        {t('oidc.button', { provider: provider.name })}
      </a>
    </div>
  );
}

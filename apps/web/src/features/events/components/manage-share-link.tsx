// The event's public page, where contributors pledge: its address to copy, and a way to the page itself, whose
// share box (QR code, WhatsApp) is where the link is passed on.
import { Copy, ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';

export function publicEventPath(code: string): string {
  return paths.publicEvent(code);
}

export function ManageShareLink({ code }: { code: string }) {
  const { t } = useTranslation('eventManage');
  const path = publicEventPath(code);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  }

  return (
    <section
      aria-labelledby="manage-share-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="manage-share-heading" className="font-semibold text-stone-900">
        {t('share.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('share.intro', { code })}</p>
      <p className="mt-2 break-all rounded-lg bg-stone-50 px-3 py-2 font-mono text-sm text-stone-800">
        {url}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('share.copy')}
        </Button>
        <Link to={path} className={buttonClasses({ variant: 'ghost' })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('share.open')}
        </Link>
      </div>
    </section>
  );
}

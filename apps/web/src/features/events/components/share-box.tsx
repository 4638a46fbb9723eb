// Sharing an event: its short link with a copy button, a QR code for printed invitations, and ready messages for
// WhatsApp and SMS written in the event's own language (the guests' language, not necessarily the viewer's).
import type { PublicEvent } from '@sherehe/core/api/events';
import type { Language } from '@sherehe/core/money';
import { Check, Copy, MessageCircle, MessageSquareText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { QrCode } from '../../../components/qr-code.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { i18next } from '../../../lib/i18n.ts';

/** The message guests receive, in `language`. */
export function shareMessage(
  event: Pick<PublicEvent, 'name' | 'startsAt' | 'shareUrl'>,
  language: Language,
): string {
  return i18next.t('events:share.message', {
    lng: language,
    name: event.name,
    date: formatDate(event.startsAt, language),
    url: event.shareUrl,
  });
}

export const whatsAppLink = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;
// "sms:?&body=" is the form both Android and iOS read.
export const smsLink = (message: string) => `sms:?&body=${encodeURIComponent(message)}`;

/** The event's language's strings, loaded when the page is shown in the other language. */
function useLanguageReady(language: Language): boolean {
  const [ready, setReady] = useState(() => i18next.hasResourceBundle(language, 'events'));
  useEffect(() => {
    if (i18next.hasResourceBundle(language, 'events')) return setReady(true);
    let current = true;
    i18next
      .reloadResources([language], ['events'])
      .catch(() => {})
      .finally(() => {
        if (current) setReady(true);
      });
    return () => {
      current = false;
    };
  }, [language]);
  return ready;
}

export function ShareBox({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('events');
  const ready = useLanguageReady(event.language);
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const message = ready ? shareMessage(event, event.language) : event.shareUrl;

  async function copy() {
    try {
      await navigator.clipboard.writeText(event.shareUrl);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      // No clipboard (an old browser, an insecure page): select the link so it can be copied by hand.
      const input = document.getElementById(linkId) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    }
  }

  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="share-heading" className="font-semibold text-lg text-stone-900">
        {t('share.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('share.intro')}</p>
      <label htmlFor={linkId} className="mt-4 block font-medium text-sm text-stone-800">
        {t('share.link')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={linkId}
          readOnly
          value={event.shareUrl}
          onFocus={(focused) => focused.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 text-base text-stone-900 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('share.copied') : t('share.copy')}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t('share.copiedAnnounce') : ''}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a
          href={whatsAppLink(message)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: 'lg', className: 'flex-1' })}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          {t('share.whatsApp')}
        </a>
        <a
          href={smsLink(message)}
          className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'flex-1' })}
        >
          <MessageSquareText aria-hidden="true" className="size-5" />
          {t('share.sms')}
        </a>
      </div>
      <div className="mt-5 flex flex-col items-center gap-2 sm:flex-row sm:items-center sm:gap-4">
        <QrCode
          value={event.shareUrl}
          label={t('share.qrLabel', { name: event.name })}
          loadingText={t('share.qrLoading')}
          size={160}
        />
        <p className="text-center text-sm text-stone-600 sm:text-left">
          {t('share.qrHint', { code: event.code })}
        </p>
      </div>
    </section>
  );
}

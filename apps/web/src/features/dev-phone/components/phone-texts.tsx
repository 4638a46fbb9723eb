// The demo phone's inbox: the texts sent to the number, newest first, and a reply of STOP or START to them.
import { BOOKING_TIME_ZONE } from '@sherehe/core/calendar-day';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toLanguage } from '../../../lib/format.ts';
import { useDevPhoneTexts, useReplyToTexts } from '../api/use-dev-phone-texts.ts';

export function PhoneTexts({ number }: { number: string }) {
  const { t, i18n } = useTranslation('devPhone');
  const texts = useDevPhoneTexts(number);
  const reply = useReplyToTexts(number);
  const time = new Intl.DateTimeFormat(toLanguage(i18n.resolvedLanguage) === 'sw' ? 'sw-TZ' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: BOOKING_TIME_ZONE,
  });
  // The prompts above already say when the demo phone is off.
  if (!texts.data) return null;

  return (
    <section aria-labelledby="phone-texts" className="mt-6">
      <h2 id="phone-texts" className="flex items-center gap-2 font-semibold text-sm text-stone-300">
        <MessageSquare aria-hidden="true" className="size-4" />
        {t('texts.title')}
      </h2>
      {texts.data.texts.length === 0 ? (
        <p className="py-4 text-center text-sm text-stone-400">{t('texts.empty')}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {texts.data.texts.map((text) => (
            <li key={text.id} className="rounded-xl bg-stone-700 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words">{text.text || t('texts.not_kept')}</p>
              <p className="mt-1 text-right text-stone-300 text-xs">
                {text.by === 'whatsapp' ? `${t('texts.by_whatsapp')} · ` : null}
                <time dateTime={text.sentAt}>{time.format(new Date(text.sentAt))}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      <FormAlert message={reply.error ? errorText(reply.error) : null} />
      <div className="mt-3 flex gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="flex-1"
          loading={reply.isPending && reply.variables === 'STOP'}
          disabled={reply.isPending}
          onClick={() => reply.mutate('STOP')}
        >
          {t('texts.reply_stop')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="flex-1"
          loading={reply.isPending && reply.variables === 'START'}
          disabled={reply.isPending}
          onClick={() => reply.mutate('START')}
        >
          {t('texts.reply_start')}
        </Button>
      </div>
      {reply.data ? (
        <p role="status" className="mt-2 text-sm text-stone-300">
          {t(`texts.outcome.${reply.data.outcome}`)}
        </p>
      ) : null}
    </section>
  );
}

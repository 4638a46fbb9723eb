// "Remind now": choose who, see how many it reaches (and how many replied STOP) and the message in both languages,
// then send. Changing who asks for a new preview, so what is sent is what was seen.
import type { RemindNowInput, RemindPreview } from '@sherehe/core/api/reminders';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemindNow, useRemindPreview } from '../api/use-reminders.ts';
import { parseWholeTzs } from '../whole-tzs.ts';
import { AudienceFields } from './reminders-rule-form.tsx';

export function RemindersNow({ eventId }: { eventId: string }) {
  const { t } = useTranslation('eventManage');
  const preview = useRemindPreview(eventId);
  const send = useRemindNow(eventId);
  const [onlyUnpaid, setOnlyUnpaid] = useState(true);
  const [minimum, setMinimum] = useState('');
  const [shown, setShown] = useState<{ audience: RemindNowInput; preview: RemindPreview } | null>(null);

  const audience = (): RemindNowInput => ({
    onlyUnpaid,
    minOutstandingTzs: minimum.trim() === '' ? 0 : parseWholeTzs(minimum),
  });

  function onPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preview.isPending) return;
    const asked = audience();
    send.reset();
    preview.mutate(asked, { onSuccess: (answer) => setShown({ audience: asked, preview: answer }) });
  }

  function onSend() {
    if (!shown || send.isPending) return;
    send.mutate(shown.audience, {
      onSuccess: ({ sent }) => {
        toast.success(t('remindNow.sent', { count: sent }));
        setShown(null);
      },
    });
  }

  return (
    <section aria-labelledby="remind-now-heading" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="remind-now-heading" className="font-semibold text-stone-900 text-xl">
        {t('remindNow.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t('remindNow.intro')}</p>
      <form onSubmit={onPreview} noValidate className="mt-3 grid gap-3 sm:grid-cols-2">
        <AudienceFields
          onlyUnpaid={onlyUnpaid}
          minimum={minimum}
          onOnlyUnpaid={(value) => {
            setOnlyUnpaid(value);
            setShown(null);
          }}
          onMinimum={(value) => {
            setMinimum(value);
            setShown(null);
          }}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" loading={preview.isPending}>
            {t('remindNow.preview')}
          </Button>
        </div>
      </form>
      {preview.isError ? <FormAlert className="mt-3" message={errorText(preview.error)} /> : null}
      {shown ? (
        <div role="status" className="mt-4 flex flex-col gap-3 rounded-lg bg-stone-50 p-3">
          <p className="font-medium text-stone-900">
            {t('remindNow.recipients', { count: shown.preview.recipients })}
          </p>
          {shown.preview.optedOut > 0 ? (
            <p className="text-sm text-stone-700">
              {t('remindNow.optedOut', { count: shown.preview.optedOut })}
            </p>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <figure className="min-w-0">
              <figcaption className="font-medium text-sm text-stone-700">
                {t('remindNow.inEnglish')}
              </figcaption>
              <blockquote
                lang="en"
                className="mt-1 rounded-lg border border-stone-200 bg-white p-3 text-sm wrap-anywhere"
              >
                {shown.preview.sample.en}
              </blockquote>
            </figure>
            <figure className="min-w-0">
              <figcaption className="font-medium text-sm text-stone-700">
                {t('remindNow.inSwahili')}
              </figcaption>
              <blockquote
                lang="sw"
                className="mt-1 rounded-lg border border-stone-200 bg-white p-3 text-sm wrap-anywhere"
              >
                {shown.preview.sample.sw}
              </blockquote>
            </figure>
          </div>
          <p className="text-sm text-stone-600">{t('remindNow.plainNote')}</p>
          {shown.preview.recipients > 0 ? (
            <Button onClick={onSend} loading={send.isPending} className="self-start">
              <Send aria-hidden="true" className="size-4" />
              {t('remindNow.send', { count: shown.preview.recipients })}
            </Button>
          ) : null}
          {send.isError ? <FormAlert message={errorText(send.error)} /> : null}
        </div>
      ) : null}
    </section>
  );
}

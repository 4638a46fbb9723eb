// The vendor's quiet hours: when on, a customer who writes in them is told, in the vendor's words, when to expect an
// answer (once a night per conversation). It is no answer: the reminder to answer and the response time still wait.
import type { AutoReply } from '@sherehe/core/api/conversations';
import { AUTO_REPLY_MAX } from '@sherehe/core/conversation-rules';
import { MoonStar } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useAutoReply, useSaveAutoReply } from '../api/use-auto-reply.ts';

export function QuietHours() {
  const { t } = useTranslation('conversations');
  const current = useAutoReply();
  return (
    <details className="mt-5 rounded-lg border border-stone-200 p-4">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-stone-900">
        <MoonStar aria-hidden="true" className="size-5 text-teal-700" />
        {t('quiet.heading')}
        <span className="font-normal text-sm text-stone-600">
          {current.data?.autoReply
            ? t('quiet.on', {
                from: current.data.autoReply.quietFrom,
                until: current.data.autoReply.quietUntil,
              })
            : current.data
              ? t('quiet.off')
              : null}
        </span>
      </summary>
      <p className="mt-2 text-sm text-stone-600">{t('quiet.intro')}</p>
      {current.isError ? <FormAlert className="mt-3" message={t('quiet.loadFailed')} /> : null}
      {current.data ? <QuietHoursForm saved={current.data.autoReply} /> : null}
    </details>
  );
}

function QuietHoursForm({ saved }: { saved: AutoReply | null }) {
  const { t } = useTranslation('conversations');
  const bodyId = useId();
  const save = useSaveAutoReply();
  const [on, setOn] = useState(saved !== null);
  const [quietFrom, setFrom] = useState(saved?.quietFrom ?? '20:00');
  const [quietUntil, setUntil] = useState(saved?.quietUntil ?? '08:00');
  const [body, setBody] = useState(saved?.body ?? '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { autoReply: on ? { quietFrom, quietUntil, body } : null },
      { onSuccess: () => toast.success(on ? t('quiet.saved') : t('quiet.turnedOff')) },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <label className="flex min-h-11 items-center gap-3 text-base text-stone-900 sm:col-span-2">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => setOn(event.target.checked)}
          className="size-5 accent-teal-700"
        />
        {t('quiet.enable')}
      </label>
      <Field
        type="time"
        label={t('quiet.from')}
        value={quietFrom}
        disabled={!on}
        onChange={(event) => setFrom(event.target.value)}
      />
      <Field
        type="time"
        label={t('quiet.until')}
        value={quietUntil}
        disabled={!on}
        onChange={(event) => setUntil(event.target.value)}
      />
      <div className="sm:col-span-2">
        <label htmlFor={bodyId} className="block font-medium text-sm text-stone-800">
          {t('quiet.body')}
        </label>
        <textarea
          id={bodyId}
          rows={3}
          maxLength={AUTO_REPLY_MAX}
          value={body}
          disabled={!on}
          placeholder={t('quiet.bodyPlaceholder')}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby={`${bodyId}-hint`}
          className="mt-1.5 w-full rounded-lg border border-stone-300 bg-white p-3 text-base focus:border-teal-600 focus:outline-2 focus:outline-teal-600 disabled:bg-stone-100"
        />
        <p id={`${bodyId}-hint`} className="mt-1.5 text-sm text-stone-600">
          {t('quiet.bodyHint')}
        </p>
      </div>
      <FormAlert className="sm:col-span-2" message={save.isError ? errorText(save.error) : null} />
      <div className="sm:col-span-2">
        <Button type="submit" loading={save.isPending}>
          {t('quiet.save')}
        </Button>
      </div>
    </form>
  );
}

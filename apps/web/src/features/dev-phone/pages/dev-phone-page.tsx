// Demo mode's phone: the mobile-money prompts the simulator sent to a number, answered as on a real phone (a 4-digit
// PIN to approve, or Decline), the money paid out to it, and the text messages sent to it, with a STOP or START reply.
// Only there while payments are simulated; the API answers 404 otherwise.
import type { DevPhonePush } from '@sherehe/core/api/payments';
import { Smartphone } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useAnswerPush, useDevPhone } from '../api/use-dev-phone.ts';
import { PhoneMoney } from '../components/phone-money.tsx';
import { PhoneTexts } from '../components/phone-texts.tsx';

export function DevPhonePage() {
  const { t } = useTranslation('devPhone');
  const [params, setParams] = useSearchParams();
  const number = params.get('number') ?? '';
  const [typed, setTyped] = useState(number);
  const phone = useDevPhone(number);
  const inputId = useId();
  useDocumentTitle(t('title'));

  const open = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { number: typed.trim() } : {});
  };

  return (
    <main className="mx-auto w-full max-w-sm px-4 py-8">
      <div className="rounded-[2rem] border-8 border-stone-800 bg-stone-900 p-4 text-white shadow-xl">
        <div className="flex items-center gap-2 text-sm text-stone-300">
          <Smartphone aria-hidden="true" className="size-4" />
          <h1 className="font-semibold">{t('title')}</h1>
        </div>
        <p className="mt-1 text-xs text-stone-400">{t('intro')}</p>
        <form onSubmit={open} className="mt-4 flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('number_label')}
          </label>
          <input
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="0754 123 456"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-600 bg-stone-800 px-3 text-white placeholder:text-stone-500"
          />
          <Button type="submit" variant="secondary" size="sm">
            {t('open')}
          </Button>
        </form>
        <div className="mt-4 space-y-3">
          {phone.error ? <FormAlert message={errorText(phone.error)} /> : null}
          {phone.data && phone.data.pushes.length === 0 ? (
            <p className="py-6 text-center text-sm text-stone-400">{t('empty')}</p>
          ) : null}
          {phone.data?.pushes.map((push) => (
            <Prompt key={push.id} push={push} number={number} />
          ))}
        </div>
        {number ? <PhoneMoney number={number} /> : null}
        {number ? <PhoneTexts number={number} /> : null}
      </div>
    </main>
  );
}

function Prompt({ push, number }: { push: DevPhonePush; number: string }) {
  const { t } = useTranslation('devPhone');
  const formatTzs = useFormatTzs();
  const answer = useAnswerPush(number);
  const [pin, setPin] = useState('');
  const pinId = useId();
  const amount = formatTzs(push.amountTzs);

  const approve = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ id: push.id, decision: 'approve', pin });
  };

  return (
    <article
      aria-label={t('prompt_label', { merchant: push.merchant, amount })}
      className="rounded-xl bg-white p-4 text-stone-900"
    >
      <p className="font-semibold">{t('prompt', { merchant: push.merchant, amount })}</p>
      <p className="mt-1 text-sm text-stone-600">{push.description}</p>
      {push.status === 'waiting' ? (
        <form onSubmit={approve} className="mt-3 space-y-3">
          <FormAlert message={answer.error ? errorText(answer.error) : null} />
          <div>
            <label htmlFor={pinId} className="block font-medium text-sm">
              {t('pin_label')}
            </label>
            <input
              id={pinId}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={pin}
              onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
              className="mt-1 min-h-11 w-full rounded-lg border border-stone-300 px-3 text-center text-lg tracking-[0.5em]"
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" loading={answer.isPending}>
              {t('approve')}
            </Button>
            <Button
              type="button"
              variant="danger-outline"
              className="flex-1"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ id: push.id, decision: 'decline' })}
            >
              {t('decline')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="mt-3 font-medium text-sm" role="status">
          {t(`status.${push.status}`)}
        </p>
      )}
    </article>
  );
}

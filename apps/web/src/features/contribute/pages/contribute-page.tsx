// /event-planners/contribute: anyone pledges to an event (michango), no account needed. Without ?event it asks for the
// code on the invitation; with ?event=CODE it shows the event and the form. Pay now goes to the payment's page; pay
// later ends here with the pledge's own link (also sent by SMS).
import type { PublicEvent } from '@sherehe/core/api/events';
import type { ContributeResult } from '@sherehe/core/api/pledges';
import { formatPhone } from '@sherehe/core/phone';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CircleCheck, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { EventCodeForm } from '../../../components/event-code-form.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { offlineScopes } from '../../../lib/offline/offline-scopes.ts';
import { useKeepPageOffline } from '../../../lib/offline/use-keep-page-offline.ts';
import { paths } from '../../../lib/paths.ts';
import { publicEventQuery } from '../../../lib/public-event.ts';
import { ContributeForm } from '../components/contribute-form.tsx';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

export function ContributePage() {
  const { t } = useTranslation('contribute');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const code = params.get('event')?.trim() ?? '';
  const askCode = (typed: string) => setParams({ event: typed });

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10">
      <h1 className="font-bold text-2xl text-stone-900 sm:text-3xl">{t('title')}</h1>
      {code ? (
        <ForEvent key={code} code={code} onCode={askCode} />
      ) : (
        <>
          <p className="mt-1 text-base text-stone-600">{t('ask.intro')}</p>
          <div className={`${card} mt-6`}>
            <CodeForm onCode={askCode} />
          </div>
        </>
      )}
    </section>
  );
}

function CodeForm({ onCode, initial }: { onCode: (code: string) => void; initial?: string }) {
  const { t } = useTranslation('contribute');
  return (
    <EventCodeForm
      label={t('ask.label')}
      hint={t('ask.hint')}
      submitLabel={t('ask.submit')}
      initial={initial}
      onCode={onCode}
    />
  );
}

function ForEvent({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const { t } = useTranslation('contribute');
  const event = useQuery(publicEventQuery(code));
  const [saved, setSaved] = useState<{ result: ContributeResult; phone: string } | null>(null);
  useKeepPageOffline(offlineScopes.contribute, event.data !== undefined);

  if (event.isPending) {
    return (
      <div role="status" aria-label={t('loading')} className={`${card} mt-6`}>
        <div aria-hidden="true">
          <div className="h-6 w-2/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          <div className="mt-3 h-4 w-1/2 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          <div className="mt-6 h-11 w-full animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
          <div className="mt-4 h-11 w-full animate-pulse rounded-lg bg-stone-100 motion-reduce:animate-none" />
        </div>
      </div>
    );
  }
  // A refetch that fails (after a pledge) keeps the event on screen: only a first load that failed says so.
  if (!event.data) {
    const status = event.error instanceof ApiError ? event.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <div className="mt-6 flex flex-col gap-4">
          <FormAlert message={t('notFound', { code })} />
          <div className={card}>
            <CodeForm onCode={onCode} initial={code} />
          </div>
        </div>
      );
    }
    return (
      <FormAlert className="mt-6" message={errorText(event.error)}>
        <Button variant="secondary" className="mt-3" onClick={() => void event.refetch()}>
          {t('retry')}
        </Button>
      </FormAlert>
    );
  }

  return (
    <>
      <EventSummary event={event.data} />
      {saved ? (
        <Saved event={event.data} result={saved.result} phone={saved.phone} />
      ) : event.data.acceptingPledges ? (
        <div className={`${card} mt-4`}>
          <ContributeForm event={event.data} onSaved={(result, phone) => setSaved({ result, phone })} />
        </div>
      ) : (
        <FormAlert className="mt-4" message={t('closed')}>
          <Link
            to={paths.publicEvent(event.data.code)}
            className="mt-2 inline-flex min-h-11 items-center font-semibold underline"
          >
            {t('toEvent')}
          </Link>
        </FormAlert>
      )}
    </>
  );
}

function EventSummary({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('contribute');
  const dates = useFormatDate();
  return (
    <div className="mt-4 rounded-xl bg-teal-50 p-4 ring-1 ring-teal-100">
      <p className="text-sm text-teal-900">{t('for')}</p>
      <h2 className="font-semibold text-stone-900 text-xl">{event.name}</h2>
      <p className="mt-2 flex items-center gap-2 text-stone-700">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
        {dates.dateTime(event.startsAt)}
      </p>
      <p className="mt-1 flex items-center gap-2 text-stone-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
        {event.venue}
      </p>
      <p className="mt-1 text-sm text-stone-600">{t('host', { host: event.hostName })}</p>
      <Link to={paths.publicEvent(event.code)} className={buttonClasses({ variant: 'link', size: 'sm' })}>
        {t('toEvent')}
      </Link>
    </div>
  );
}

function Saved({ event, result, phone }: { event: PublicEvent; result: ContributeResult; phone: string }) {
  const { t } = useTranslation('contribute');
  const link = paths.pledge(result.pledgeToken);
  return (
    <section
      role="status"
      aria-labelledby="saved-heading"
      className="mt-4 rounded-xl border border-green-200 bg-green-50 p-5 text-center sm:p-6"
    >
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h2 id="saved-heading" className="mt-3 font-semibold text-stone-900 text-xl">
        {t('saved.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('saved.body', { name: event.name })}</p>
      <p className="mt-2 text-stone-700">{t('saved.sms', { phone: formatPhone(phone) })}</p>
      <p className="mt-2 break-all font-mono text-sm text-stone-700">{`${window.location.origin}${link}`}</p>
      <div className="mt-5 flex flex-col gap-3">
        <Link to={link} className={buttonClasses({ size: 'lg', className: 'w-full' })}>
          {t('saved.open')}
        </Link>
        <Link
          to={paths.publicEvent(event.code, { thanks: true })}
          className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'w-full' })}
        >
          {t('saved.toEvent')}
        </Link>
      </div>
    </section>
  );
}

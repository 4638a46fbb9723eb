// /event-planners/e/:code: an event's public page, the link guests receive. What it is, when and where, the host's
// story, how far the pledges have come (only when the host shows it), the way to contribute and to share it further.
// Never a contributor's name or phone.
import type { PublicEvent } from '@sherehe/core/api/events';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, HandCoins, MapPin, PartyPopper, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { EventCodeForm } from '../../../components/event-code-form.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { offlineScopes } from '../../../lib/offline/offline-scopes.ts';
import { useKeepPageOffline } from '../../../lib/offline/use-keep-page-offline.ts';
import { paths } from '../../../lib/paths.ts';
import { publicEventQuery } from '../../../lib/public-event.ts';
import { ShareBox } from '../components/share-box.tsx';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

export function EventPublicPage() {
  const { t } = useTranslation('events');
  const { code = '' } = useParams();
  const event = useQuery(publicEventQuery(code));
  useDocumentTitle(event.data?.name ?? t('public.title'));
  useKeepPageOffline(offlineScopes.publicEvent, event.data !== undefined);

  if (event.isPending) return <PublicSkeleton />;
  if (!event.data) {
    const status = event.error instanceof ApiError ? event.error.status : 0;
    if (status === 404 || status === 400) return <EventNotFound code={code} />;
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-8">
        <FormAlert message={errorText(event.error)}>
          <Button variant="secondary" className="mt-3" onClick={() => void event.refetch()}>
            {t('public.retry')}
          </Button>
        </FormAlert>
      </section>
    );
  }
  return <PublicEventView event={event.data} />;
}

function PublicSkeleton() {
  const { t } = useTranslation('events');
  return (
    <section role="status" aria-label={t('public.loading')} className="mx-auto w-full max-w-2xl px-4 py-6">
      <div aria-hidden="true">
        <div className="aspect-[16/9] w-full animate-pulse rounded-xl bg-stone-200 motion-reduce:animate-none" />
        <div className="mt-5 h-8 w-2/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        <div className="mt-3 h-4 w-1/2 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
        <div className="mt-6 h-11 w-full animate-pulse rounded-full bg-stone-100 motion-reduce:animate-none" />
      </div>
    </section>
  );
}

function EventNotFound({ code }: { code: string }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <h1 className="font-bold text-2xl text-stone-900">{t('public.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-600">{t('public.notFoundBody', { code })}</p>
      <div className={`${card} mt-6`}>
        <EventCodeForm
          label={t('public.codeLabel')}
          hint={t('public.codeHint')}
          submitLabel={t('public.codeSubmit')}
          onCode={(typed) => navigate(paths.publicEvent(typed))}
        />
      </div>
      <Link to={paths.home} className={buttonClasses({ variant: 'link', className: 'mt-4' })}>
        {t('public.home')}
      </Link>
    </section>
  );
}

function PublicEventView({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('events');
  const dates = useFormatDate();
  const [params] = useSearchParams();
  const thanks = params.get('thanks') === '1';

  return (
    <article className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      {thanks ? (
        <div
          role="status"
          className="mb-5 flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('public.thanksTitle')}</p>
            <p className="mt-1 text-sm">{t('public.thanksBody', { host: event.hostName })}</p>
          </div>
        </div>
      ) : null}
      {event.coverUrl ? (
        <img
          src={event.coverUrl}
          alt=""
          width={1200}
          height={675}
          className="aspect-[16/9] w-full rounded-xl bg-teal-50 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] w-full items-center justify-center rounded-xl bg-gradient-to-br from-teal-600 to-teal-800 text-amber-300"
        >
          <PartyPopper className="size-16" />
        </div>
      )}
      <p className="mt-5 inline-flex rounded-full bg-amber-100 px-3 py-1 font-medium text-amber-900 text-sm">
        {t(`kinds.${event.kind}`)}
      </p>
      <h1 className="mt-2 font-bold text-2xl text-stone-900 sm:text-3xl">{event.name}</h1>
      <ul className="mt-3 flex flex-col gap-2 text-stone-700">
        <li className="flex items-start gap-2">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>
            <span className="sr-only">{t('public.when')} </span>
            {dates.dateTime(event.startsAt)}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>
            <span className="sr-only">{t('public.where')} </span>
            {event.venue}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <span>{t('public.host', { host: event.hostName })}</span>
        </li>
      </ul>
      {event.story ? (
        <p className="mt-5 whitespace-pre-line text-base text-stone-800">{event.story}</p>
      ) : null}

      <section aria-labelledby="pledges-heading" className={`${card} mt-6`}>
        <h2 id="pledges-heading" className="font-semibold text-lg text-stone-900">
          {t('public.michango')}
        </h2>
        {event.raised ? <Raised raised={event.raised} /> : null}
        <p className="mt-3 flex items-center gap-2 text-stone-700">
          <Users aria-hidden="true" className="size-5 text-teal-700" />
          {t('public.contributors', { count: event.contributors })}
        </p>
        <p className="mt-1 text-sm text-stone-600">
          {t('public.deadline', { day: dates.day(event.pledgeDeadline) })}
        </p>
        {event.acceptingPledges ? (
          <Link
            to={paths.contribute(event.code)}
            className={buttonClasses({ size: 'lg', className: 'mt-5 w-full text-lg' })}
          >
            <HandCoins aria-hidden="true" className="size-5" />
            {t('public.contribute')}
          </Link>
        ) : (
          <div className="mt-5">
            <Button size="lg" className="w-full" disabled aria-describedby="not-accepting">
              <HandCoins aria-hidden="true" className="size-5" />
              {t('public.contribute')}
            </Button>
            <p id="not-accepting" className="mt-2 text-center text-sm text-stone-700">
              {t('public.notAccepting')}
            </p>
          </div>
        )}
      </section>

      <div className="mt-6">
        <ShareBox event={event} />
      </div>
    </article>
  );
}

function Raised({ raised }: { raised: NonNullable<PublicEvent['raised']> }) {
  const { t } = useTranslation('events');
  const formatTzs = useFormatTzs();
  const percent =
    raised.targetTzs > 0 ? Math.min(100, Math.round((raised.paidTzs / raised.targetTzs) * 100)) : 0;
  return (
    <div data-testid="raised" className="mt-3">
      {/* A native bar, not a styled width: the page comes drawn by the server, whose style attributes the
          Content-Security-Policy (style-src 'self') drops. */}
      <progress
        aria-label={t('public.progressLabel')}
        aria-valuetext={t('public.progressText', { percent })}
        max={100}
        value={percent}
        className="raised-bar"
      />
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-stone-600">{t('public.paid')}</dt>
        <dd className="text-right font-semibold text-stone-900 tabular">{formatTzs(raised.paidTzs)}</dd>
        <dt className="text-stone-600">{t('public.pledged')}</dt>
        <dd className="text-right text-stone-900 tabular">{formatTzs(raised.pledgedTzs)}</dd>
        <dt className="text-stone-600">{t('public.target')}</dt>
        <dd className="text-right text-stone-900 tabular">{formatTzs(raised.targetTzs)}</dd>
      </dl>
    </div>
  );
}

// /event-planners/c/:token: a guest's invitation card behind the private link texted to them, no sign-in: the card
// with its QR code, their answer (coming, how many, or not), and a way to contribute. In the event's language unless
// the visitor chose one; clear words for a revoked card, a past event and a link that is not a card.
import type { CardView } from '@sherehe/core/api/cards';
import type { Language } from '@sherehe/core/money';
import { Ban, CalendarCheck, HandCoins } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { errorText } from '../../../lib/error-text.ts';
import { currentLanguage, i18next, languageChosen } from '../../../lib/i18n.ts';
import { offlineScopes } from '../../../lib/offline/offline-scopes.ts';
import { useKeepPageOffline } from '../../../lib/offline/use-keep-page-offline.ts';
import { paths } from '../../../lib/paths.ts';
import { useCard } from '../api/use-card.ts';
import { CardFace, CoverPicture } from '../components/card-face.tsx';
import { RsvpSection } from '../components/rsvp-form.tsx';

const page = 'mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6 sm:py-10';
const section = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6';

export function CardPage() {
  const { t } = useTranslation('invitationCard');
  const { token = '' } = useParams();
  const card = useCard(token);
  useDocumentTitle(card.data ? `${t('title')}: ${card.data.event.name}` : t('title'));
  useEventLanguage(card.data?.event.language);
  useKeepPageOffline(offlineScopes.card, card.data !== undefined);

  if (card.isPending) return <CardSkeleton />;
  if (!card.data) {
    const status = card.error instanceof ApiError ? card.error.status : 0;
    if (status === 404 || status === 400) return <CardNotFound />;
    return (
      <section className={page}>
        <h1 className="font-bold text-2xl text-stone-900">{t('title')}</h1>
        <FormAlert message={errorText(card.error)}>
          <Button variant="secondary" className="mt-3" onClick={() => void card.refetch()}>
            {t('retry')}
          </Button>
        </FormAlert>
      </section>
    );
  }
  if (card.data.status === 'revoked') return <RevokedCard card={card.data} />;
  return (
    <div className={page}>
      {card.data.event.past ? (
        <div role="status" className="flex items-start gap-3 rounded-xl bg-stone-100 p-4 text-stone-800">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('past.title')}</p>
            <p className="text-sm">{t('past.body')}</p>
          </div>
        </div>
      ) : null}
      <CardFace token={token} card={card.data} />
      <RsvpSection token={token} card={card.data} />
      {card.data.event.past ? null : <ContributeBox code={card.data.event.code} />}
    </div>
  );
}

/**
 * A card speaks the event's language (the hosts chose it for their guests) to a visitor who has not chosen one; the
 * choice is not stored, so the language switch still reads as theirs to make.
 */
function useEventLanguage(language: Language | undefined) {
  useEffect(() => {
    if (!language || languageChosen() || currentLanguage() === language) return;
    void i18next.changeLanguage(language);
  }, [language]);
}

function ContributeBox({ code }: { code: string }) {
  const { t } = useTranslation('invitationCard');
  return (
    <section aria-labelledby="card-contribute" className={section}>
      <h2 id="card-contribute" className="font-semibold text-lg text-stone-900">
        {t('contribute.heading')}
      </h2>
      <p className="mt-1 text-stone-700">{t('contribute.body')}</p>
      <Link to={paths.contribute(code)} className={buttonClasses({ size: 'lg', className: 'mt-4 w-full' })}>
        <HandCoins aria-hidden="true" className="size-5" />
        {t('contribute.link')}
      </Link>
      <Link
        to={paths.publicEvent(code)}
        className={buttonClasses({ variant: 'link', className: 'mt-2 w-full' })}
      >
        {t('contribute.event')}
      </Link>
    </section>
  );
}

function RevokedCard({ card }: { card: CardView }) {
  const { t } = useTranslation('invitationCard');
  return (
    <div className={page}>
      <article
        aria-labelledby="card-event"
        className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
      >
        <CoverPicture coverUrl={card.event.coverUrl} />
        <div className="p-4 sm:p-6">
          <h1 id="card-event" className="font-bold text-2xl text-stone-900">
            {card.event.name}
          </h1>
          <div role="alert" className="mt-4 flex items-start gap-3 rounded-lg bg-red-50 p-4 text-red-900">
            <Ban aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{t('revoked.title')}</p>
              <p className="mt-1 text-sm">{t('revoked.body')}</p>
            </div>
          </div>
        </div>
      </article>
    </div>
  );
}

function CardNotFound() {
  const { t } = useTranslation('invitationCard');
  return (
    <section className={page}>
      <h1 className="font-bold text-2xl text-stone-900">{t('notFound.title')}</h1>
      <p className="text-stone-700">{t('notFound.body')}</p>
      <Link to={paths.home} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

function CardSkeleton() {
  const { t } = useTranslation('invitationCard');
  const bar = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';
  return (
    <section role="status" aria-label={t('loading')} className={page}>
      <div aria-hidden="true" className="overflow-hidden rounded-xl border border-stone-200 bg-white">
        <div className={`aspect-[16/9] w-full ${bar} rounded-none`} />
        <div className="p-4">
          <div className={`h-6 w-1/3 ${bar}`} />
          <div className={`mt-4 h-8 w-2/3 ${bar}`} />
          <div className={`mt-3 h-4 w-1/2 ${bar}`} />
          <div className={`mx-auto mt-8 size-56 ${bar}`} />
        </div>
      </div>
    </section>
  );
}

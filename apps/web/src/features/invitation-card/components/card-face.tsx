// The card itself as the guest holds it: the event's cover, their welcome, the event's name, day and place, the card
// type and the seats it admits, and the QR code the door scans, with its typed code and the card as a picture.
// No style attributes: the page comes drawn by the server, whose Content-Security-Policy drops them.
import type { CardView } from '@sherehe/core/api/cards';
import { CalendarDays, Download, MapPin, PartyPopper, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { cardImageUrl, cardQrUrl } from '../api/use-card.ts';

/** The QR code's side in CSS pixels: set on the <img> so nothing moves when the picture arrives. */
export const QR_SIZE = 224;
const QR_CLASSES = 'size-56 rounded-lg border border-stone-200 bg-white p-2';

/** `K7P2QXAB` as `K7P2 QXAB`: easier to read out at the door (a typed code's spaces do not matter). */
export const spacedCode = (code: string) => code.replace(/^(.{4})(?=.)/, '$1 ');

export function CoverPicture({ coverUrl }: { coverUrl: string | null }) {
  return coverUrl ? (
    <img
      src={coverUrl}
      alt=""
      width={1200}
      height={675}
      fetchPriority="high"
      className="aspect-[16/9] w-full rounded-t-xl bg-teal-50 object-cover"
    />
  ) : (
    <div
      aria-hidden="true"
      className="flex aspect-[16/9] w-full items-center justify-center rounded-t-xl bg-gradient-to-br from-teal-600 to-teal-800 text-amber-300"
    >
      <PartyPopper className="size-16" />
    </div>
  );
}

export function CardFace({ token, card }: { token: string; card: CardView }) {
  const { t } = useTranslation('invitationCard');
  const dates = useFormatDate();
  return (
    <article
      aria-labelledby="card-event"
      className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm"
    >
      <CoverPicture coverUrl={card.event.coverUrl} />
      <div className="border-amber-500 border-t-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-sm">
            <Ticket aria-hidden="true" className="size-4" />
            {card.typeName}
          </span>
          <span className="rounded-full bg-teal-50 px-3 py-1 font-medium text-sm text-teal-900">
            {t('admits', { count: card.guest.seats })}
          </span>
        </div>
        <p className="mt-4 font-semibold text-lg text-teal-800">{t('welcome', { name: card.guest.name })}</p>
        <p className="mt-1 text-sm text-stone-600">{t('invited')}</p>
        <h1 id="card-event" className="font-bold text-2xl text-stone-900 sm:text-3xl">
          {card.event.name}
        </h1>
        <ul className="mt-3 flex flex-col gap-2 text-stone-700">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            <span>
              <span className="sr-only">{t('when')} </span>
              {dates.dateTime(card.event.startsAt)}
            </span>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            <span>
              <span className="sr-only">{t('where')} </span>
              {card.event.venue}
            </span>
          </li>
        </ul>

        <div className="mt-6 flex flex-col items-center border-stone-200 border-t border-dashed pt-6">
          {card.qrDrawing ? (
            // Drawn inline from the card's answer: no picture to wait for before the door's code shows.
            <svg
              role="img"
              aria-label={t('qrAlt')}
              viewBox={`0 0 ${card.qrDrawing.modules} ${card.qrDrawing.modules}`}
              width={QR_SIZE}
              height={QR_SIZE}
              shapeRendering="crispEdges"
              className={QR_CLASSES}
            >
              <path stroke="#000000" d={card.qrDrawing.path} />
            </svg>
          ) : (
            // An answer a phone kept offline before answers carried the drawing: the picture it kept with it.
            <img
              src={cardQrUrl(token)}
              alt={t('qrAlt')}
              width={QR_SIZE}
              height={QR_SIZE}
              className={QR_CLASSES}
            />
          )}
          <p className="mt-3 text-sm text-stone-600">{t('code')}</p>
          <p
            data-testid="card-code"
            className="font-bold font-mono text-2xl text-stone-900 tracking-widest tabular"
          >
            {spacedCode(card.code)}
          </p>
          <p className="mt-2 max-w-xs text-center text-sm text-stone-600">{t('codeHint')}</p>
          <a
            href={cardImageUrl(token)}
            download={`kadi-${card.code}.png`}
            className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}
          >
            <Download aria-hidden="true" className="size-4" />
            {t('download')}
          </a>
        </div>
      </div>
    </article>
  );
}

// What the Contribute form says of a pledge kept on this phone: kept (and what of it is not), being sent, and at
// Sherehe when the send was answered that this phone had pledged already.
import type { PublicEvent } from '@sherehe/core/api/events';
import { formatPhone } from '@sherehe/core/phone';
import { CircleCheck, CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { paths } from '../../../lib/paths.ts';
import type { KeptPledge } from '../kept-pledge.ts';

export function KeptPledgeNotice({ kept, sending }: { kept: KeptPledge; sending: boolean }) {
  const { t } = useTranslation('contribute');
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">{t(sending ? 'kept.sending' : 'kept.title')}</p>
        <p>{t('kept.body')}</p>
        {kept.droppedPayNow ? <p>{t('kept.payLater')}</p> : null}
      </div>
    </div>
  );
}

/** The kept pledge's send was answered 409 pledge.phone_already_pledged: it is at Sherehe, and its link was texted. */
export function KeptPledgeArrived({ event, phone }: { event: PublicEvent; phone: string }) {
  const { t } = useTranslation('contribute');
  return (
    <section role="status" aria-labelledby="kept-arrived-heading" className="text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <h2 id="kept-arrived-heading" className="mt-3 font-semibold text-stone-900 text-xl">
        {t('saved.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('saved.body', { name: event.name })}</p>
      <p className="mt-2 text-stone-700">{t('saved.sms', { phone: formatPhone(phone) })}</p>
      <Link
        to={paths.publicEvent(event.code, { thanks: true })}
        className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'mt-5 w-full' })}
      >
        {t('saved.toEvent')}
      </Link>
    </section>
  );
}

// An order's dispute on its page, for whoever reads it: the customer may report a problem while the money is held;
// once reported, both sides' words and photos, what is frozen, and the decision; and what this reader may do now
// (the server's can* flags: add photos, answer as the vendor, decide as an admin).
import type { OrderDispute } from '@sherehe/core/api/disputes';
import type { OrderDetail } from '@sherehe/core/api/orders';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatTzs } from '../../../lib/format.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import type { OnOrder } from '../api/use-dispute.ts';
import { AnswerForm } from './answer-form.tsx';
import { DecideForm } from './decide-form.tsx';
import { EvidencePhotos } from './evidence-photos.tsx';
import { PhotoAdder } from './photo-adder.tsx';
import { ReportProblem } from './report-problem.tsx';

export function DisputeSection({ order, onOrder }: { order: OrderDetail; onOrder: OnOrder }) {
  if (order.dispute) return <DisputeCard order={order} dispute={order.dispute} onOrder={onOrder} />;
  if (order.canDispute) return <ReportProblem order={order} onOrder={onOrder} />;
  return null;
}

function DisputeCard({
  order,
  dispute,
  onOrder,
}: {
  order: OrderDetail;
  dispute: OrderDispute;
  onOrder: OnOrder;
}) {
  const { t } = useTranslation('disputes');
  const formatTzs = useFormatTzs();
  const { dateTime } = useFormatDate();
  const open = dispute.state === 'open';
  return (
    <section
      id="dispute"
      aria-labelledby="dispute-heading"
      className={`rounded-xl border p-4 sm:p-5 print:hidden ${open ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white'}`}
    >
      <h2 id="dispute-heading" className="flex items-center gap-2 font-semibold text-lg text-stone-900">
        <Scale aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
        {t('card.heading')}
      </h2>
      <p className="mt-1 font-medium text-stone-800">
        {open
          ? dispute.frozenTzs > 0
            ? t('card.open', { amount: formatTzs(dispute.frozenTzs) })
            : t('card.openNothingHeld')
          : t(`outcome.${dispute.outcome ?? 'release'}`, { amount: formatTzs(dispute.refundTzs ?? 0) })}
      </p>

      <div className="mt-4 border-stone-200 border-t pt-3">
        <h3 className="font-semibold text-stone-900">
          {t('card.customerSide', { name: order.customerName, reason: t(`reasons.${dispute.reason}`) })}
        </h3>
        <p className="mt-1 whitespace-pre-line text-stone-800">{dispute.customerText}</p>
        <EvidencePhotos orderId={order.id} photos={dispute.customerPhotos} by={order.customerName} />
      </div>

      <div className="mt-4 border-stone-200 border-t pt-3">
        {dispute.vendorText ? (
          <>
            <h3 className="font-semibold text-stone-900">
              {t('card.vendorSide', { name: order.vendorName })}
            </h3>
            {dispute.canAnswer ? null : (
              <p className="mt-1 whitespace-pre-line text-stone-800">{dispute.vendorText}</p>
            )}
          </>
        ) : dispute.canAnswer ? null : (
          <p className="text-stone-700">{t('card.waiting', { name: order.vendorName })}</p>
        )}
        {dispute.canAnswer ? <AnswerForm order={order} onOrder={onOrder} /> : null}
        <EvidencePhotos orderId={order.id} photos={dispute.vendorPhotos} by={order.vendorName} />
      </div>

      {dispute.canAddPhotos ? <PhotoAdder orderId={order.id} onOrder={onOrder} /> : null}

      {!open ? (
        <div className="mt-4 border-stone-200 border-t pt-3">
          <h3 className="font-semibold text-stone-900">{t('card.decision')}</h3>
          {dispute.note ? <p className="mt-1 whitespace-pre-line text-stone-800">{dispute.note}</p> : null}
          {dispute.decidedAt ? (
            <p className="mt-1 text-sm text-stone-600">
              {t('card.decidedOn', { date: dateTime(dispute.decidedAt) })}
            </p>
          ) : null}
        </div>
      ) : null}

      {dispute.canDecide ? <DecideForm order={order} dispute={dispute} onOrder={onOrder} /> : null}
    </section>
  );
}

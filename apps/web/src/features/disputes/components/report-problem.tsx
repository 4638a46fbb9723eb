// "Something went wrong?": the customer reports a problem while the order's money is still held. The form opens in
// place; once sent, the order answers with its dispute and this gives way to the dispute's card.
import { DISPUTE_TEXT_MAX, type DisputeReasonKind, disputeReasonKinds } from '@sherehe/core/api/disputes';
import type { OrderDetail } from '@sherehe/core/api/orders';
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { RadioChoices, TextAreaField } from '../../../components/form-controls.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { type OnOrder, useOpenDispute } from '../api/use-dispute.ts';

const fields = ['reason', 'text'] as const;

export function ReportProblem({ order, onOrder }: { order: OrderDetail; onOrder: OnOrder }) {
  const { t } = useTranslation('disputes');
  const [open, setOpen] = useState(false);
  const actionRef = useRef<HTMLButtonElement>(null);
  return (
    <section
      aria-labelledby="report-problem"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5 print:hidden"
    >
      <h2 id="report-problem" className="flex items-center gap-2 font-semibold text-lg text-stone-900">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
        {t('report.heading')}
      </h2>
      <p className="text-stone-800">{t('report.body', { vendor: order.vendorName })}</p>
      {open ? (
        <ReportForm
          order={order}
          onOrder={onOrder}
          onCancel={() => {
            setOpen(false);
            requestAnimationFrame(() => actionRef.current?.focus());
          }}
        />
      ) : (
        <Button
          ref={actionRef}
          variant="secondary"
          size="lg"
          className="self-start"
          onClick={() => setOpen(true)}
        >
          {t('report.action')}
        </Button>
      )}
    </section>
  );
}

function ReportForm({
  order,
  onOrder,
  onCancel,
}: {
  order: OrderDetail;
  onOrder: OnOrder;
  onCancel: () => void;
}) {
  const { t } = useTranslation('disputes');
  const report = useOpenDispute(order.id, onOrder);
  const errors = useFormErrors(fields);
  const [reason, setReason] = useState<DisputeReasonKind | ''>('');
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    const form = event.currentTarget;
    errors.clear();
    // An unchosen reason goes as it is: the server's refusal says what is missing, in the reader's language.
    report.mutate(
      { reason: reason as DisputeReasonKind, text },
      {
        onSuccess: () => toast.success(t('form.sent', { vendor: order.vendorName })),
        onError: (error) => errors.show(error, form),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <RadioChoices
        legend={t('form.legend')}
        name="reason"
        options={disputeReasonKinds.map((kind) => ({ value: kind, label: t(`reasons.${kind}`) }))}
        value={reason}
        onChange={(kind) => {
          setReason(kind);
          errors.clearField('reason');
        }}
        error={errors.fieldError('reason')}
      />
      <TextAreaField
        name="text"
        label={t('form.text')}
        hint={t('form.textHint')}
        error={errors.fieldError('text')}
        value={text}
        maxLength={DISPUTE_TEXT_MAX}
        onChange={(event) => {
          setText(event.target.value);
          errors.clearField('text');
        }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={report.isPending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

// A refund the provider refused: the money is still owed to the payer, and an admin sends it again, once, after
// reading where it goes. The server refuses a second sending whatever this shows.
import type { PaymentRefund } from '@sherehe/core/api/payments';
import { formatPhone } from '@sherehe/core/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useFormatTzs } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendRefundAgain } from '../api/use-admin-payments.ts';
import { DialogError } from './dialog-error.tsx';

export function SendRefundAgain({
  paymentId,
  refund,
  phone,
}: {
  paymentId: string;
  refund: PaymentRefund;
  phone: string;
}) {
  const { t } = useTranslation('admin');
  const formatTzs = useFormatTzs();
  const again = useSendRefundAgain(paymentId);
  const [asking, setAsking] = useState(false);
  if (!refund.sendable) return null;
  if (!asking) {
    return (
      <Button variant="secondary" size="sm" className="mt-1" onClick={() => setAsking(true)}>
        {t('payments.again.start')}
      </Button>
    );
  }
  const send = () =>
    again.mutate(refund.id, {
      onSuccess: () => {
        toast.success(t('payments.again.done'));
        setAsking(false);
      },
    });
  return (
    <div className="mt-2 space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <p>{t('payments.again.confirm', { amount: formatTzs(refund.amountTzs), phone: formatPhone(phone) })}</p>
      <DialogError error={again.error} />
      <div className="flex flex-wrap gap-2">
        <Button variant="danger" size="sm" loading={again.isPending} onClick={send}>
          {t('payments.again.send')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
          {t('payments.again.back')}
        </Button>
      </div>
    </div>
  );
}

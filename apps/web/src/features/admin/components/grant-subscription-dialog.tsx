// Granting a Medi-Finder subscription: a plan, and its first and last day (Tanzanian calendar days, both included),
// the last day proposed from the plan and editable. The server refuses days that overlap another subscription.
import type { AdminPlace, GrantSubscriptionBody } from '@sherehe/core/api/medi-finder';
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { DialogError } from './dialog-error.tsx';
import { planEndsOn } from './subscription-dates.ts';

type Plan = GrantSubscriptionBody['plan'];

// The contract's plans (the web app takes only types from it, decision 003).
const plans: readonly Plan[] = ['monthly', 'quarterly', 'yearly'];

type GrantSubscriptionDialogProps = {
  place: AdminPlace;
  pending: boolean;
  error: unknown;
  onGrant: (subscription: GrantSubscriptionBody) => void;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
};

const inputClass =
  'mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700';

export function GrantSubscriptionDialog({
  place,
  pending,
  error,
  onGrant,
  onClose,
  returnFocusRef,
}: GrantSubscriptionDialogProps) {
  const { t } = useTranslation('adminMediFinder');
  const { t: tAdmin } = useTranslation('admin');
  const id = useId();
  const planRef = useRef<HTMLSelectElement>(null);
  const [plan, setPlan] = useState<Plan>('monthly');
  const [startsOn, setStartsOn] = useState(() => tanzaniaDate(new Date()));
  const [endsOn, setEndsOn] = useState(() => planEndsOn('monthly', tanzaniaDate(new Date())));
  const close = () => {
    if (!pending) onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onGrant({ plan, startsOn, endsOn });
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t('grant.title', { name: place.name })}
      closeLabel={tAdmin('dialog.close')}
      initialFocusRef={planRef}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button type="button" onClick={close} variant="secondary">
            {tAdmin('dialog.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} aria-disabled={pending || undefined}>
            {pending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            ) : null}
            {pending ? tAdmin('dialog.saving') : t('grant.confirm')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-base text-stone-700">{t('grant.body')}</p>
        <div>
          <label htmlFor={`${id}-plan`} className="font-medium text-sm text-stone-900">
            {t('grant.plan')}
          </label>
          <select
            ref={planRef}
            id={`${id}-plan`}
            value={plan}
            onChange={(event) => {
              const chosen = event.target.value as Plan;
              setPlan(chosen);
              setEndsOn(planEndsOn(chosen, startsOn));
            }}
            className={inputClass}
          >
            {plans.map((value) => (
              <option key={value} value={value}>
                {t(`plans.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-starts`} className="font-medium text-sm text-stone-900">
              {t('grant.startsOn')}
            </label>
            <input
              id={`${id}-starts`}
              type="date"
              value={startsOn}
              onChange={(event) => {
                setStartsOn(event.target.value);
                setEndsOn(planEndsOn(plan, event.target.value));
              }}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-ends`} className="font-medium text-sm text-stone-900">
              {t('grant.endsOn')}
            </label>
            <input
              id={`${id}-ends`}
              type="date"
              value={endsOn}
              onChange={(event) => setEndsOn(event.target.value)}
              className={inputClass}
            />
          </div>
        </div>
        <p className="text-sm text-stone-600">{t('grant.daysHint')}</p>
      </form>
      <DialogError error={error} />
    </Dialog>
  );
}

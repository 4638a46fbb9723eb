// /event-planners/checkout: the cart as one order per vendor, what is due now (the whole total or the vendors'
// deposits), and the mobile-money number the prompt goes to. Paying places the orders and opens the payment's page.
import type { CheckoutGroup, CheckoutLine, CheckoutPreview } from '@sherehe/core/api/orders';
import { HOLD_MINUTES, ORDER_NOTE_MAX } from '@sherehe/core/order-rules';
import { formatPhone } from '@sherehe/core/phone';
import { Clock } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { OrderLineItem } from '../../../components/order-lines.tsx';
import { mobileMoneyNumber, PhoneField } from '../../../components/phone-field.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { reasonOf } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useCheckoutPreview, usePlaceOrder } from '../api/use-checkout.ts';

const card = 'rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

export function CheckoutPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('checkout.title'));
  const signedIn = useSession((state) => state.user !== null);
  // The cart belongs to an account: sign in first, then come back here.
  if (!signedIn) return <Navigate to={paths.login(paths.checkout)} replace />;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
      <Link to={paths.cart} className={buttonClasses({ variant: 'link', size: 'sm' })}>
        {t('checkout.back')}
      </Link>
      <h1 className="mt-2 font-bold text-2xl text-stone-900 sm:text-3xl">{t('checkout.title')}</h1>
      <p className="mt-1 text-base text-stone-600">{t('checkout.intro', { wallets: t('wallets') })}</p>
      <div className="mt-6">
        <CheckoutBody />
      </div>
    </section>
  );
}

function CheckoutBody() {
  const { t } = useTranslation('orders');
  const preview = useCheckoutPreview();
  if (preview.isPending) return <CheckoutSkeleton />;
  if (preview.isError) {
    return (
      <FormAlert message={t('checkout.loadFailed')}>
        <Button variant="secondary" className="mt-3" onClick={() => void preview.refetch()}>
          {t('checkout.retry')}
        </Button>
      </FormAlert>
    );
  }
  if (preview.data.groups.length === 0) {
    return (
      <div className={`${card} text-center`}>
        <p className="text-stone-700">{t('checkout.empty')}</p>
        <Link to={paths.services()} className={buttonClasses({ size: 'lg', className: 'mt-4' })}>
          {t('checkout.browse')}
        </Link>
      </div>
    );
  }
  return <CheckoutForm preview={preview.data} onStale={() => void preview.refetch()} />;
}

function CheckoutSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="flex flex-col gap-4 lg:grid lg:grid-cols-[1fr_22rem]"
    >
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className={card}>
          <div className="h-5 w-1/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          <div className="mt-4 h-4 w-2/3 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          <div className="mt-2 h-4 w-1/2 animate-pulse rounded bg-stone-100 motion-reduce:animate-none" />
          <div className="mt-6 h-11 w-full animate-pulse rounded-full bg-stone-100 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  );
}

const FIELDS = ['phone', 'location'] as const;

function CheckoutForm({ preview, onStale }: { preview: CheckoutPreview; onStale: () => void }) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const errors = useFormErrors(FIELDS);
  const formRef = useRef<HTMLFormElement>(null);
  // One key for the life of this form: a double tap or a retry after a lost answer places nothing twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [phone, setPhone] = useState(preview.phone ? formatPhone(preview.phone) : '');
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState<Record<string, string>>({});

  const hasProblems = preview.groups.some((group) => group.lines.some((line) => line.problem !== null));
  const blocked = hasProblems || !preview.paymentsEnabled;
  const typed = mobileMoneyNumber(phone);
  const demoNumber = 'e164' in typed ? typed.e164 : preview.phone;
  const formReason = errors.formReason;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (place.isPending || blocked) return;
    const number = mobileMoneyNumber(phone);
    if ('problem' in number) {
      setPhoneProblem(number.problem);
      formRef.current?.querySelector<HTMLElement>('[name="phone"]')?.focus();
      return;
    }
    errors.clear();
    const written = Object.entries(notes)
      .map(([vendorId, note]) => [vendorId, note.trim()] as const)
      .filter(([, note]) => note !== '');
    place.mutate(
      {
        idempotencyKey,
        phone: number.e164,
        ...(location.trim() ? { location: location.trim() } : {}),
        ...(written.length > 0 ? { notes: Object.fromEntries(written) } : {}),
        language: currentLanguage(),
      },
      {
        onSuccess: (answer) => {
          const [only] = answer.orders;
          if (answer.paymentId) navigate(paths.payment(answer.paymentId));
          else navigate(answer.orders.length === 1 && only ? paths.order(only.id) : paths.account('orders'));
        },
        onError: (error) => {
          errors.show(error, formRef.current);
          // A line went wrong since the page was drawn: draw it again with each line's problem.
          if (reasonOf(error) === 'checkout.line_problem') onStale();
        },
      },
    );
  }

  const payLabel =
    preview.dueNowTzs > 0
      ? t('checkout.pay', { amount: formatTzs(preview.dueNowTzs) })
      : t('checkout.placeNoPayment');

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8"
    >
      <div className="flex flex-col gap-4">
        {preview.groups.map((group) => (
          <VendorGroup
            key={group.vendorId}
            group={group}
            note={notes[group.vendorId] ?? ''}
            onNote={(note) => setNotes((current) => ({ ...current, [group.vendorId]: note }))}
          />
        ))}
      </div>
      <section
        aria-labelledby="checkout-payment"
        className={`${card} flex flex-col gap-4 lg:sticky lg:top-20`}
      >
        <h2 id="checkout-payment" className="font-semibold text-lg text-stone-900">
          {t('checkout.payment')}
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
          <dt className="text-stone-600">{t('checkout.total')}</dt>
          <dd className="text-right font-medium text-stone-900 tabular">{formatTzs(preview.totalTzs)}</dd>
          <dt className="font-semibold text-stone-900">{t('checkout.totalDueNow')}</dt>
          <dd data-testid="due-now" className="text-right font-bold text-stone-900 text-xl tabular">
            {formatTzs(preview.dueNowTzs)}
          </dd>
        </dl>
        {preview.dueNowTzs < preview.totalTzs ? (
          <p className="text-sm text-stone-600">
            {t('checkout.later', { amount: formatTzs(preview.totalTzs - preview.dueNowTzs) })}
          </p>
        ) : null}
        {!preview.paymentsEnabled ? <FormAlert message={t('checkout.paymentsOff')} /> : null}
        {hasProblems ? <FormAlert message={t('checkout.hasProblems')} /> : null}
        <FormAlert message={errors.form}>
          {formReason === 'checkout.date_taken' ||
          formReason === 'checkout.out_of_stock' ||
          formReason === 'checkout.line_problem' ||
          formReason === 'checkout.cart_empty' ? (
            <Link to={paths.cart} className="mt-2 inline-flex min-h-11 items-center font-semibold underline">
              {t('checkout.back')}
            </Link>
          ) : null}
        </FormAlert>
        <PhoneField
          label={t('checkout.phone')}
          hint={t('checkout.phoneHint', { wallets: t('wallets') })}
          value={phone}
          error={phoneProblem ?? errors.fieldError('phone')}
          onChange={(value) => {
            setPhone(value);
            setPhoneProblem(null);
            errors.clearField('phone');
          }}
        />
        <Field
          label={t('checkout.location')}
          hint={t('checkout.locationHint')}
          placeholder={t('checkout.locationPlaceholder')}
          name="location"
          value={location}
          maxLength={200}
          autoComplete="off"
          error={errors.fieldError('location')}
          onChange={(event) => {
            setLocation(event.target.value);
            errors.clearField('location');
          }}
        />
        <Button type="submit" size="lg" loading={place.isPending} disabled={blocked} className="w-full">
          {place.isPending ? t('checkout.paying') : payLabel}
        </Button>
        {preview.dueNowTzs > 0 ? (
          <p className="flex items-start gap-2 text-sm text-stone-600">
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('checkout.holdNote', { minutes: HOLD_MINUTES })}
          </p>
        ) : null}
        {preview.simulator ? (
          <p className="rounded-lg bg-amber-50 px-3 py-1 text-amber-900 text-sm">
            <a
              href={paths.demoPhone(demoNumber)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold underline"
            >
              {t('checkout.demo')}
            </a>
          </p>
        ) : null}
      </section>
    </form>
  );
}

function VendorGroup({
  group,
  note,
  onNote,
}: {
  group: CheckoutGroup;
  note: string;
  onNote: (note: string) => void;
}) {
  const { t } = useTranslation('orders');
  const formatTzs = useFormatTzs();
  const noteId = useId();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="font-semibold text-lg text-stone-900">
        {group.vendorName}
      </h2>
      <ul className="mt-3 divide-y divide-stone-200">
        {group.lines.map((line) => (
          <OrderLineItem key={line.productId} line={line}>
            {line.problem ? <LineProblem line={line} /> : null}
          </OrderLineItem>
        ))}
      </ul>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-stone-200 border-t pt-3">
        <dt className="text-stone-600">{t('checkout.vendorTotal', { vendor: group.vendorName })}</dt>
        <dd className="text-right font-semibold text-stone-900 tabular">{formatTzs(group.totalTzs)}</dd>
      </dl>
      {group.dueNowTzs < group.totalTzs ? (
        <p className="mt-2 rounded-lg bg-teal-50 p-2.5 font-medium text-sm text-teal-900">
          {t('checkout.deposit', { amount: formatTzs(group.dueNowTzs) })}
        </p>
      ) : null}
      <div className="mt-4">
        <label htmlFor={noteId} className="block font-medium text-sm text-stone-800">
          {t('checkout.note', { vendor: group.vendorName })}
        </label>
        <textarea
          id={noteId}
          value={note}
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          placeholder={t('checkout.notePlaceholder')}
          onChange={(event) => onNote(event.target.value)}
          className="mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus:border-teal-600 focus:outline-2 focus:outline-teal-600"
        />
      </div>
    </section>
  );
}

const fixedOnProductPage = new Set(['date_missing', 'date_past', 'date_taken', 'guests_missing']);

function LineProblem({ line }: { line: CheckoutLine }) {
  const { t } = useTranslation('orders');
  if (!line.problem) return null;
  const onProduct = fixedOnProductPage.has(line.problem);
  return (
    <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
      <p className="font-medium">
        {t(
          line.problem === 'date_missing' && line.kind === 'product'
            ? 'checkout.problems.date_missing_product'
            : `checkout.problems.${line.problem}`,
        )}
      </p>
      <Link
        to={onProduct ? paths.listing(line.productId) : paths.cart}
        className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
      >
        {onProduct
          ? t(line.problem === 'guests_missing' ? 'checkout.addGuests' : 'checkout.changeDate')
          : t('checkout.fixInCart')}
      </Link>
    </div>
  );
}

// A line's date and guests, changed in place like its location: sent when the field is left (or Enter); a date
// that is no longer free says so, with the date in words.
import type { CartLine } from '@sherehe/core/api/cart';
import { addDays, BOOKING_HORIZON_DAYS, GUESTS_MAX, todayInTanzania } from '@sherehe/core/booking-rules';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format.ts';

const inputClass = 'h-11 w-full rounded-lg border border-stone-300 bg-white px-3';

export function EventDateField({
  line,
  disabled,
  onChange,
}: {
  line: Pick<CartLine, 'eventDate' | 'dateStatus' | 'kind' | 'title'>;
  disabled: boolean;
  onChange: (eventDate: string | undefined) => void;
}) {
  const { t } = useTranslation('cart');
  const formatDay = useFormatDay();
  const id = useId();
  const [draft, setDraft] = useState(line.eventDate ?? '');
  useEffect(() => setDraft(line.eventDate ?? ''), [line.eventDate]);
  const today = todayInTanzania();
  const service = line.kind === 'service';

  const commit = () => {
    if (draft === (line.eventDate ?? '')) return;
    // A line keeps its day: clearing it is undone rather than sent (checkout would refuse the line without one).
    if (!draft && line.eventDate) return setDraft(line.eventDate);
    onChange(draft || undefined);
  };

  const status = line.eventDate ? line.dateStatus : null;
  const warning = !line.eventDate
    ? t(service ? 'line.dateMissing' : 'line.deliveryMissing')
    : status && status !== 'free'
      ? t(`line.dateStatus.${line.kind}.${status}`)
      : null;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm text-stone-700">
        {service ? t('line.eventDate') : t('line.deliveryDate')}
      </label>
      <input
        id={id}
        type="date"
        className={`${inputClass} ${warning ? 'border-red-600' : ''}`}
        min={today}
        max={addDays(today, BOOKING_HORIZON_DAYS)}
        value={draft}
        disabled={disabled}
        aria-invalid={warning ? true : undefined}
        aria-describedby={`${id}-said`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <p
        id={`${id}-said`}
        className={`min-h-5 text-sm ${warning ? 'font-medium text-red-700' : 'text-stone-600'}`}
      >
        {warning ?? (line.eventDate ? formatDay(line.eventDate, 'long') : '')}
      </p>
    </div>
  );
}

export function GuestsField({
  guests,
  disabled,
  onChange,
}: {
  guests: number | null;
  disabled: boolean;
  onChange: (guests: number | undefined) => void;
}) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [draft, setDraft] = useState(guests === null ? '' : String(guests));
  useEffect(() => setDraft(guests === null ? '' : String(guests)), [guests]);
  const commit = () => {
    const value = draft.trim();
    if (value === (guests === null ? '' : String(guests))) return;
    const count = Number(value);
    if (value && (!/^\d+$/.test(value) || count < 1 || count > GUESTS_MAX)) {
      return setDraft(guests === null ? '' : String(guests));
    }
    onChange(value ? count : undefined);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm text-stone-700">
        {t('line.guests')}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={GUESTS_MAX}
        step={1}
        className={`${inputClass} w-32`}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}

// The vendor's quote, written in the conversation: lines (one of their listings, or their own words), quantities and
// prices in TZS, the date, a deposit share, how long it holds and a note. The total shown here is only a preview:
// the server prices the quote from its lines.
import type { ConversationDetail } from '@sherehe/core/api/conversations';
import { DEPOSIT_PERCENT_CHOICES } from '@sherehe/core/booking-rules';
import {
  QUOTE_LINES_MAX,
  QUOTE_NOTE_MAX,
  QUOTE_TITLE_MAX,
  QUOTE_VALID_DAYS_DEFAULT,
} from '@sherehe/core/conversation-rules';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SelectField, TextAreaField } from '../../../components/form-controls.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useFormatTzs } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useSendQuote } from '../api/use-quotes.ts';

/** A listing of the vendor's a line may name. */
export type QuoteListingChoice = { id: string; title: string; priceTzs: number };

type Line = { key: number; listingId: string; title: string; quantity: string; unitPrice: string };

const VALID_DAY_CHOICES = [3, 7, 14, 30] as const;
const OWN_WORDS = '';
const wholeNumber = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);

let lineKeys = 0;
function newLine(choice?: QuoteListingChoice): Line {
  return {
    key: lineKeys++,
    listingId: choice?.id ?? OWN_WORDS,
    title: '',
    quantity: '1',
    unitPrice: choice ? String(choice.priceTzs) : '',
  };
}

type QuoteComposerProps = {
  conversation: Pick<ConversationDetail, 'id' | 'inquiry' | 'listing'>;
  choices: QuoteListingChoice[];
  onClose: () => void;
};

export function QuoteComposer({ conversation, choices, onClose }: QuoteComposerProps) {
  const { t } = useTranslation('conversations');
  const formatTzs = useFormatTzs();
  const formId = useId();
  const send = useSendQuote(conversation.id);
  const asked = choices.find((choice) => choice.id === conversation.listing?.id);
  const [lines, setLines] = useState<Line[]>(() => [newLine(asked)]);
  const [eventDate, setEventDate] = useState(conversation.inquiry.eventDate ?? '');
  const [deposit, setDeposit] = useState('');
  const [validDays, setValidDays] = useState(String(QUOTE_VALID_DAYS_DEFAULT));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const change = (key: number, patch: Partial<Line>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const totals = lines.map((line) => wholeNumber(line.quantity) * wholeNumber(line.unitPrice));
  const total = totals.every(Number.isFinite) ? totals.reduce((sum, each) => sum + each, 0) : null;

  // What was typed is not dropped by a stray tap beside the form or Escape: Cancel says it on purpose.
  const typed = note.trim() !== '' || lines.length > 1 || lines.some((line) => line.title.trim() !== '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    if (total === null) {
      setProblem(t('quote.form.numbersNeeded'));
      return;
    }
    setProblem(null);
    send.mutate(
      {
        lines: lines.map((line) => ({
          listingId: line.listingId || null,
          title: line.title.trim(),
          quantity: wholeNumber(line.quantity),
          unitPriceTzs: wholeNumber(line.unitPrice),
        })),
        eventDate,
        depositPercent: deposit ? Number(deposit) : null,
        validDays: Number(validDays),
        note: note.trim(),
      },
      {
        onSuccess: () => {
          toast.success(t('quote.form.sent'));
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!send.isPending && !typed) onClose();
      }}
      title={t('quote.form.title')}
      closeLabel={t('ask.close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('ask.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={send.isPending}>
            {t('quote.form.send')}
          </Button>
        </>
      }
    >
      <FormAlert message={problem ?? (send.isError ? errorText(send.error) : null)} />
      <form id={formId} noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold text-stone-900">{t('quote.form.lines')}</legend>
          {lines.map((line, index) => {
            const choice = choices.find((each) => each.id === line.listingId);
            return (
              <div key={line.key} className="rounded-lg border border-stone-200 p-3">
                <div className="flex items-end gap-2">
                  <SelectField
                    label={t('quote.form.what', { number: index + 1 })}
                    className="flex-1"
                    value={line.listingId}
                    onChange={(event) => {
                      const picked = choices.find((each) => each.id === event.target.value);
                      change(line.key, {
                        listingId: event.target.value,
                        ...(picked && !line.unitPrice ? { unitPrice: String(picked.priceTzs) } : {}),
                      });
                    }}
                  >
                    {choices.map((each) => (
                      <option key={each.id} value={each.id}>
                        {each.title}
                      </option>
                    ))}
                    <option value={OWN_WORDS}>{t('quote.form.ownWords')}</option>
                  </SelectField>
                  {lines.length > 1 ? (
                    <Button
                      variant="ghost"
                      aria-label={t('quote.form.remove', { number: index + 1 })}
                      onClick={() => setLines((current) => current.filter((each) => each.key !== line.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  ) : null}
                </div>
                <Field
                  className="mt-2"
                  label={choice ? t('quote.form.wording') : t('quote.form.description')}
                  placeholder={choice?.title ?? t('quote.form.descriptionPlaceholder')}
                  value={line.title}
                  maxLength={QUOTE_TITLE_MAX}
                  onChange={(event) => change(line.key, { title: event.target.value })}
                />
                <div className="mt-2 grid grid-cols-2 gap-2">
                  <Field
                    label={t('quote.form.quantity')}
                    inputMode="numeric"
                    value={line.quantity}
                    onChange={(event) => change(line.key, { quantity: event.target.value })}
                  />
                  <Field
                    label={t('quote.form.unitPrice')}
                    inputMode="numeric"
                    value={line.unitPrice}
                    onChange={(event) => change(line.key, { unitPrice: event.target.value })}
                  />
                </div>
              </div>
            );
          })}
          {lines.length < QUOTE_LINES_MAX ? (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => setLines((current) => [...current, newLine()])}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('quote.form.addLine')}
            </Button>
          ) : null}
        </fieldset>
        <p className="font-semibold text-stone-900" aria-live="polite">
          {total === null
            ? t('quote.form.totalPending')
            : t('quote.form.total', { amount: formatTzs(total) })}
        </p>
        <Field
          label={t('quote.eventDate')}
          type="date"
          value={eventDate}
          onChange={(event) => setEventDate(event.target.value)}
        />
        <div className="grid grid-cols-2 gap-2">
          <SelectField
            label={t('quote.form.deposit')}
            value={deposit}
            onChange={(event) => setDeposit(event.target.value)}
          >
            <option value="">{t('quote.form.payAll')}</option>
            {DEPOSIT_PERCENT_CHOICES.map((percent) => (
              <option key={percent} value={percent}>
                {t('quote.form.depositPercent', { percent })}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('quote.form.validFor')}
            value={validDays}
            onChange={(event) => setValidDays(event.target.value)}
          >
            {VALID_DAY_CHOICES.map((days) => (
              <option key={days} value={days}>
                {t('quote.form.days', { count: days })}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={t('quote.form.note')}
          hint={t('quote.form.noteHint')}
          rows={3}
          maxLength={QUOTE_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}

// Sending cards: tick guests in the list (or all those shown), choose a card type, send. The answer is said in the
// reader's language: how many went out, wait for a pledge, have no phone (to hand over) and already had a card.
import type { SendCardsResult } from '@sherehe/core/api/cards';
import type { GuestRow } from '@sherehe/core/api/guests';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { Send, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SelectField } from '../../../components/form-controls.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSendCards } from '../api/use-card-changes.ts';
import { useCardTypes } from '../api/use-card-types.ts';
import { useCardRuleText } from './card-types-panel.tsx';

const summaryParts = ['sent', 'waiting', 'withoutPhone', 'alreadyCarded'] as const;

/** "3 sent, 2 waiting for their pledge, 1 without a phone (hand it over)." in the language on screen. */
export function useSendSummary() {
  const { t } = useTranslation('eventManage');
  return (result: SendCardsResult) => {
    const parts = summaryParts
      .filter((part) => result[part] > 0)
      .map((part) =>
        t(`cards.send.summary.${part}`, { count: result[part], n: formatDecimal(result[part]) }),
      );
    return parts.length > 0 ? `${parts.join(', ')}.` : '';
  };
}

type GuestsSendBarProps = {
  eventId: string;
  shown: GuestRow[];
  selected: ReadonlySet<string>;
  onSelectShown: (ticked: boolean) => void;
  onClear: () => void;
};

export function GuestsSendBar({ eventId, shown, selected, onSelectShown, onClear }: GuestsSendBarProps) {
  const { t } = useTranslation('eventManage');
  const types = useCardTypes(eventId).data?.types ?? [];
  const ruleText = useCardRuleText();
  const send = useSendCards(eventId);
  const summaryOf = useSendSummary();
  const [typeId, setTypeId] = useState('');
  const [result, setResult] = useState<SendCardsResult | null>(null);
  const [typeMissing, setTypeMissing] = useState(false);
  const allShown = shown.length > 0 && shown.every((guest) => selected.has(guest.id));
  // A type removed since it was chosen is no choice any more.
  const chosen = types.some((type) => type.id === typeId) ? typeId : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending || selected.size === 0) return;
    if (!chosen) {
      setTypeMissing(true);
      return;
    }
    setResult(null);
    send.mutate(
      { guestIds: [...selected], typeId: chosen },
      {
        onSuccess: (answer) => {
          setResult(answer);
          onClear();
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="send-cards-heading"
      className="mt-5 rounded-xl border border-teal-200 bg-teal-50/60 p-3 sm:p-4"
    >
      <h3 id="send-cards-heading" className="sr-only">
        {t('cards.send.heading')}
      </h3>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 lg:min-h-11 lg:flex-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-stone-900">
            <input
              type="checkbox"
              name="selectShown"
              checked={allShown}
              disabled={shown.length === 0}
              onChange={(change) => onSelectShown(change.target.checked)}
              className="size-5 accent-teal-700"
            />
            {t('cards.send.selectShown')}
          </label>
          <p aria-live="polite" className="text-sm text-stone-700 tabular">
            {selected.size > 0
              ? t('cards.send.selected', { count: selected.size, n: formatDecimal(selected.size) })
              : t('cards.send.none')}
          </p>
        </div>
        {types.length === 0 ? (
          <p className="text-sm text-stone-700 lg:min-h-11 lg:content-center">{t('cards.send.noTypes')}</p>
        ) : (
          <>
            <SelectField
              label={t('cards.send.type')}
              name="typeId"
              value={chosen}
              error={typeMissing && !chosen ? t('cards.send.chooseType') : null}
              onChange={(change) => {
                setTypeId(change.target.value);
                setTypeMissing(false);
              }}
              className="lg:w-80"
            >
              <option value="">{t('cards.send.chooseType')}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {t('cards.send.typeOption', {
                    name: type.name,
                    seats: t('cards.types.seats', { count: type.seats }),
                    rule: ruleText(type),
                  })}
                </option>
              ))}
            </SelectField>
            <div className="flex gap-2">
              <Button type="submit" loading={send.isPending} disabled={selected.size === 0}>
                <Send aria-hidden="true" className="size-4" />
                {t('cards.send.submit')}
              </Button>
              {selected.size > 0 ? (
                <Button variant="ghost" onClick={onClear}>
                  {t('cards.send.clear')}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </form>
      {send.isError ? <FormAlert className="mt-3" message={errorText(send.error)} /> : null}
      {result ? (
        <div
          role="status"
          className="mt-3 flex items-start justify-between gap-2 rounded-lg border border-green-200 bg-white p-3 text-green-900"
        >
          <p>
            <span className="font-semibold">{t('cards.send.summaryLabel')}: </span>
            {summaryOf(result)}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('cards.send.dismiss')}
            onClick={() => setResult(null)}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

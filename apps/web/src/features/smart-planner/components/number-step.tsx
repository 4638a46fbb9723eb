// Steps 0 and 1: the guest count or the budget, a number input and Set. Checked by the store, not the browser, so
// the spec's own messages answer a wrong entry.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { usePlanner } from '../planner-store.ts';
import { listLength } from '../use-planner-text.ts';
import { fieldControl, fieldLabel } from './planner-styles.ts';

export function NumberStep({ field }: { field: 'guests' | 'budget' }) {
  const { t } = useTranslation('planner');
  const id = useId();
  const [draft, setDraft] = useState('');
  const setGuests = usePlanner((state) => state.setGuests);
  const setBudget = usePlanner((state) => state.setBudget);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (field === 'guests') setGuests(draft, listLength(t, 'guestReplies'));
    else setBudget(draft);
  }

  return (
    <form noValidate onSubmit={submit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={fieldLabel}>
          {t(field === 'guests' ? 'form.guests' : 'form.budget')}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={field === 'guests' ? 1 : 1000}
          step={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t(field === 'guests' ? 'form.guestsPlaceholder' : 'form.budgetPlaceholder')}
          className={`${fieldControl} tabular-nums`}
        />
      </div>
      <Button type="submit" size="sm">
        {t('form.set')}
      </Button>
    </form>
  );
}

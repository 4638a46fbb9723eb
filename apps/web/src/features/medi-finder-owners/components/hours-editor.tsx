// Opening hours, Monday first: each day open (opens and closes), closed, or open all day; shortcuts for "24 hours,
// every day" and "every day like Monday". A close before the open runs past midnight.
import { DAYS } from '@sherehe/core/medi-finder/opening-hours';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { allDay, type DayMode, type DayValue } from '../place-form-values.ts';

type HoursEditorProps = {
  hours: DayValue[];
  /** Messages by field path: `openingHours` for the week, `openingHours.2` or `openingHours.2.closes` for a day. */
  errorOf: (field: string) => string | null;
  onChange: (hours: DayValue[]) => void;
};

const timeClass = (error: boolean) =>
  `mt-1 h-11 w-full rounded-lg border bg-white px-2 text-base text-stone-900 tabular-nums focus:outline-2 focus:outline-offset-0 ${error ? 'border-red-600 focus:outline-red-600' : 'border-stone-300 focus:border-teal-600 focus:outline-teal-600'}`;

export function HoursEditor({ hours, errorOf, onChange }: HoursEditorProps) {
  const { t } = useTranslation('mediFinderOwners');
  const id = useId();
  const weekError = errorOf('openingHours');
  const setDay = (index: number, change: Partial<DayValue>) =>
    onChange(hours.map((day, at) => (at === index ? { ...day, ...change } : day)));
  const monday = hours[0];

  return (
    <fieldset className="sm:col-span-2" aria-describedby={weekError ? `${id}-week` : undefined}>
      <legend className="font-semibold text-base text-stone-900">{t('hours.legend')}</legend>
      <p className="mt-1 text-sm text-stone-600">{t('hours.help')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => onChange(hours.map(() => ({ ...allDay })))}>
          {t('hours.allWeek')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!monday}
          onClick={() => monday && onChange(hours.map(() => ({ ...monday })))}
        >
          {t('hours.likeMonday')}
        </Button>
      </div>
      {weekError ? (
        <p id={`${id}-week`} data-field="openingHours" className="mt-2 font-medium text-red-700 text-sm">
          {weekError}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200">
        {hours.map((day, index) => {
          const dayName = t(`days.${DAYS[index]}`);
          const opensError = errorOf(`openingHours.${index}.opens`);
          const closesError = errorOf(`openingHours.${index}.closes`);
          const dayError = errorOf(`openingHours.${index}`);
          const errorId = `${id}-${index}-error`;
          const problem = dayError ?? opensError ?? closesError;
          return (
            <li
              key={DAYS[index]}
              className="grid grid-cols-2 items-end gap-x-3 gap-y-2 p-3 sm:grid-cols-[8rem_10rem_minmax(0,1fr)_minmax(0,1fr)]"
            >
              <p className="col-span-2 font-medium text-stone-900 sm:col-span-1 sm:self-center">{dayName}</p>
              <label className="col-span-2 block text-sm text-stone-700 sm:col-span-1">
                <span className="sr-only">{t('hours.modeOf', { day: dayName })}</span>
                <select
                  name={`openingHours.${index}`}
                  value={day.mode}
                  aria-invalid={dayError ? true : undefined}
                  aria-describedby={problem ? errorId : undefined}
                  onChange={(event) => {
                    const mode = event.target.value as DayMode;
                    setDay(index, mode === 'allDay' ? allDay : { mode });
                  }}
                  className={timeClass(Boolean(dayError))}
                >
                  <option value="open">{t('hours.modes.open')}</option>
                  <option value="closed">{t('hours.modes.closed')}</option>
                  <option value="allDay">{t('hours.modes.allDay')}</option>
                </select>
              </label>
              {day.mode === 'open' ? (
                <>
                  <label className="block text-sm text-stone-700">
                    {t('hours.opens')}
                    <span className="sr-only"> ({dayName})</span>
                    <input
                      type="time"
                      name={`openingHours.${index}.opens`}
                      value={day.opens}
                      aria-invalid={opensError || dayError ? true : undefined}
                      aria-describedby={problem ? errorId : undefined}
                      onChange={(event) => setDay(index, { opens: event.target.value })}
                      className={timeClass(Boolean(opensError || dayError))}
                    />
                  </label>
                  <label className="block text-sm text-stone-700">
                    {t('hours.closes')}
                    <span className="sr-only"> ({dayName})</span>
                    <input
                      type="time"
                      name={`openingHours.${index}.closes`}
                      value={day.closes}
                      aria-invalid={closesError || dayError ? true : undefined}
                      aria-describedby={problem ? errorId : undefined}
                      onChange={(event) => setDay(index, { closes: event.target.value })}
                      className={timeClass(Boolean(closesError || dayError))}
                    />
                  </label>
                </>
              ) : (
                <p className="col-span-2 pb-3 text-sm text-stone-600 sm:pb-3">
                  {day.mode === 'closed' ? t('hours.closedAllDay') : t('hours.openAllDay')}
                </p>
              )}
              {problem ? (
                <p id={errorId} className="col-span-2 font-medium text-red-700 text-sm sm:col-span-4">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

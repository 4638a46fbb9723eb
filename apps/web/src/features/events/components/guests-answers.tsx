// The answers to the invitations, whatever the filter: by side, who is coming (and the seats they said), who is not,
// and whose sent card is not answered yet; how many cards went out and wait; and, for those who keep the list, a
// text to remind those who have not answered.
import type { GuestCounts } from '@sherehe/core/api/guests';
import { formatDecimal } from '@sherehe/core/decimal-text';
import { guestSides } from '@sherehe/core/guest-rules';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast.ts';
import { useRemindRsvp } from '../api/use-card-changes.ts';

type Answers = GuestCounts['rsvp']['bride'];
const columns = ['yes', 'seatsComing', 'no', 'unanswered'] as const satisfies readonly (keyof Answers)[];
const columnWords = { yes: 'coming', seatsComing: 'seatsComing', no: 'notComing', unanswered: 'unanswered' };

export function GuestsAnswers({
  eventId,
  counts,
  manage,
}: {
  eventId: string;
  counts: GuestCounts;
  manage: boolean;
}) {
  const { t } = useTranslation('eventManage');
  const remind = useRemindRsvp(eventId);
  const all = Object.fromEntries(
    columns.map((column) => [column, guestSides.reduce((sum, side) => sum + counts.rsvp[side][column], 0)]),
  ) as Answers;
  const rows = [
    ...guestSides.map((side) => ({
      key: side,
      label: t(`guests.sidesShort.${side}`),
      answers: counts.rsvp[side],
    })),
    { key: 'all', label: t('cards.answers.all'), answers: all },
  ];

  function remindNow() {
    remind.mutate(undefined, {
      onSuccess: ({ reminded }) =>
        toast.success(
          reminded === 0
            ? t('cards.answers.remindedNone')
            : t('cards.answers.reminded', { count: reminded, n: formatDecimal(reminded) }),
        ),
    });
  }

  return (
    <section
      aria-labelledby="guests-answers-heading"
      className="mt-4 rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id="guests-answers-heading" className="font-semibold text-lg text-stone-900">
            {t('cards.answers.heading')}
          </h3>
          <p className="text-sm text-stone-600 tabular">
            {t('cards.answers.cards', {
              sent: formatDecimal(counts.cards.sent),
              waiting: formatDecimal(counts.cards.waiting),
            })}
          </p>
        </div>
        {manage && counts.cards.sent > 0 ? (
          <Button variant="secondary" loading={remind.isPending} onClick={remindNow}>
            <BellRing aria-hidden="true" className="size-4" />
            {t('cards.answers.remind')}
          </Button>
        ) : null}
      </div>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('cards.answers.caption')}</caption>
        <thead>
          <tr className="border-stone-200 border-b text-left text-stone-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('cards.answers.side')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 text-right font-medium">
                {t(`cards.answers.${columnWords[column]}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              data-answers={row.key}
              className={row.key === 'all' ? 'font-semibold text-stone-900' : 'border-stone-100 border-b'}
            >
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {row.label}
              </th>
              {columns.map((column) => (
                <td key={column} className="px-2 py-2 text-right tabular">
                  {formatDecimal(row.answers[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {remind.isError ? <FormAlert className="mt-3" message={errorText(remind.error)} /> : null}
    </section>
  );
}

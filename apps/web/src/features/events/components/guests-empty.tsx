// What the guests tab shows with nothing to list: for an empty list, the three ways to fill it (add and import are
// the buttons above; inviting contributors is on the ledger) to those who keep it, and who keeps it to the others;
// for a search with no match, just that.
import { ListPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';

type GuestsEmptyProps = { filtered: boolean; manage: boolean; onShowLedger: () => void };

export function GuestsEmpty({ filtered, manage, onShowLedger }: GuestsEmptyProps) {
  const { t } = useTranslation('eventManage');
  return (
    <div className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center">
      <Users aria-hidden="true" className="mx-auto size-8 text-stone-400" />
      <div role="status">
        <p className="mt-2 font-medium text-stone-900">
          {filtered ? t('guests.noMatch') : t('guests.empty')}
        </p>
        {filtered ? null : (
          <p className="mx-auto mt-1 max-w-prose text-sm text-stone-600">
            {manage ? t('guests.emptyManage') : t('guests.emptyRead')}
          </p>
        )}
      </div>
      {!filtered && manage ? (
        <Button variant="secondary" className="mt-4" onClick={onShowLedger}>
          <ListPlus aria-hidden="true" className="size-4" />
          {t('guests.fromLedger')}
        </Button>
      ) : null}
    </div>
  );
}

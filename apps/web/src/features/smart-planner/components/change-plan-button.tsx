// Back to the extras and the plan's numbers, to show options again with other choices.
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePlanner } from '../planner-store.ts';
import { secondaryButton } from './planner-styles.ts';

export function ChangePlanButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation('planner');
  const changePlan = usePlanner((state) => state.changePlan);
  return (
    <button type="button" onClick={changePlan} className={`${secondaryButton} ${className}`}>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t('form.changePlan')}
    </button>
  );
}

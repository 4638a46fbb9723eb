// Back to the extras and the plan's numbers, to show options again with other choices.
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { usePlanner } from '../planner-store.ts';

export function ChangePlanButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation('planner');
  const changePlan = usePlanner((state) => state.changePlan);
  return (
    <Button type="button" onClick={changePlan} variant="secondary" size="sm" className={className}>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {t('form.changePlan')}
    </Button>
  );
}

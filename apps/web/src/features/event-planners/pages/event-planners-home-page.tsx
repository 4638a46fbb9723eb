// `/event-planners`: the marketplace's welcome page.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { EventTypes } from '../components/event-types.tsx';
import { FeatureCards } from '../components/feature-cards.tsx';
import { MichangoSteps } from '../components/michango-steps.tsx';
import { PlannerHero } from '../components/planner-hero.tsx';

export function EventPlannersHomePage() {
  const { t } = useTranslation('eventPlanners');
  useDocumentTitle(t('home.meta.title'));
  return (
    <>
      <PlannerHero />
      <FeatureCards />
      <EventTypes />
      <MichangoSteps />
    </>
  );
}

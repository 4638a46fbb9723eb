// The spec's Event Planners wrapper: navigation bar, the page, the reviews section, footer and the floating launchers.
import { ReviewsSection } from '../../features/reviews/components/reviews-section.tsx';
import { SmartPlannerLauncher } from '../../features/smart-planner/components/smart-planner-launcher.tsx';
import { NavBar } from '../nav/nav-bar.tsx';
import { FloatingButtons, LayoutFooter } from './floating-extras.tsx';
import { PageOutlet } from './page-outlet.tsx';

export function EventPlannersLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavBar />
      <main id="main" className="flex flex-1 flex-col">
        <PageOutlet />
      </main>
      <ReviewsSection />
      <LayoutFooter />
      <SmartPlannerLauncher />
      <FloatingButtons />
    </div>
  );
}

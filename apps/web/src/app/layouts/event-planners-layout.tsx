// The spec's Event Planners wrapper: navigation bar, the page, the reviews section (where it helps), footer and the
// floating launchers (not over admin or door pages).

import { useLocation } from 'react-router';
import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { ReviewsSection } from '../../features/reviews/components/reviews-section.tsx';
import { SmartPlannerLauncher } from '../../features/smart-planner/components/smart-planner-launcher.tsx';
import { NavBar } from '../nav/nav-bar.tsx';
import { FloatingButtons, LayoutFooter } from './floating-extras.tsx';
import { PageMain } from './page-outlet.tsx';

export function EventPlannersLayout() {
  const { pathname } = useLocation();
  // The launchers would float over the admin's tables and forms, and over the door's code field on a gate officer's
  // phone; nobody plans a party there.
  const noLaunchers = /^\/event-planners\/(admin|door)(\/|$)/i.test(pathname);
  // "What people say" helps someone choosing whom to hire: on the home page and the services lists, not under a
  // sign-in form, a cart, an error or a product's own reviews.
  const reviews = /^\/event-planners(\/services(\/[^/]*)?)?\/?$/i.test(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <HydrateApart>
        <NavBar />
      </HydrateApart>
      <PageMain />
      {reviews ? (
        <HydrateApart>
          <ReviewsSection />
        </HydrateApart>
      ) : null}
      <LayoutFooter />
      {noLaunchers ? null : (
        <HydrateApart>
          <SmartPlannerLauncher />
        </HydrateApart>
      )}
      <HydrateApart>
        <FloatingButtons launchers={!noLaunchers} />
      </HydrateApart>
    </div>
  );
}

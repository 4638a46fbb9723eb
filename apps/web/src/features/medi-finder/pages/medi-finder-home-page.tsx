// /medi-finder: the finder, on its first tab (pharmacies).
import { FinderPage } from './finder-page.tsx';

export function MediFinderHomePage() {
  return <FinderPage kind="pharmacy" />;
}

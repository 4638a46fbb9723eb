// /medi-finder/pharmacies (the finder's first tab) and /medi-finder/pharmacies/:id (one pharmacy).
import { useParams } from 'react-router';
import { FinderPage } from './finder-page.tsx';
import { PlaceDetailPage } from './place-detail-page.tsx';

export function PharmaciesPage() {
  const { id } = useParams();
  return id === undefined ? <FinderPage kind="pharmacy" /> : <PlaceDetailPage kind="pharmacy" id={id} />;
}

// /medi-finder/diagnostic-centres (the finder's second tab) and /medi-finder/diagnostic-centres/:id (one centre).
import { useParams } from 'react-router';
import { FinderPage } from './finder-page.tsx';
import { PlaceDetailPage } from './place-detail-page.tsx';

export function DiagnosticCentresPage() {
  const { id } = useParams();
  return id === undefined ? (
    <FinderPage kind="diagnostic_center" />
  ) : (
    <PlaceDetailPage kind="diagnostic_center" id={id} />
  );
}

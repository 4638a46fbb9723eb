// Where a map goes: Leaflet and its styles download only when a map is shown (never with the first page), with the
// tiles of the site config. While they come, a grey box of the map's size; if they cannot, a note, and the page
// carries on without the map.
import { MapPinned } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../../components/quiet-boundary.tsx';
import { useSiteConfig } from '../../../lib/site-config.ts';
import type { FinderMapProps } from './finder-map.tsx';

const FinderMap = lazy(() => import('./finder-map.tsx').then((module) => ({ default: module.FinderMap })));

type MapSlotProps = Omit<FinderMapProps, 'tiles'>;

export function MapSlot(props: MapSlotProps) {
  const { t } = useTranslation('mediFinder');
  const config = useSiteConfig();
  const box = props.className ?? '';
  const tiles = config.data?.mapTiles;

  if (config.isError || (config.isSuccess && !tiles)) return <MapNote text={t('map.failed')} />;
  if (!tiles) return <MapPlaceholder className={box} />;
  return (
    <QuietBoundary fallback={<MapNote text={t('map.failed')} />}>
      <Suspense fallback={<MapPlaceholder className={box} />}>
        <FinderMap {...props} tiles={tiles} />
      </Suspense>
    </QuietBoundary>
  );
}

function MapPlaceholder({ className }: { className: string }) {
  const { t } = useTranslation('mediFinder');
  return (
    <div
      role="status"
      aria-label={t('map.loading')}
      className={`rounded-xl bg-stone-200 motion-safe:animate-pulse ${className}`}
    />
  );
}

/** Small, not the map's size: the list matters more than the space where the map would have been. */
function MapNote({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-2 rounded-xl border border-stone-300 border-dashed bg-stone-50 p-3 text-sm text-stone-700">
      <MapPinned aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
      <p>{text}</p>
    </div>
  );
}

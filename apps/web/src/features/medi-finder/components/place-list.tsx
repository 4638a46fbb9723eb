// The list of one tab: skeleton cards while it loads, the error with another go, an empty state that says what to
// try next, or the places with "Load more" while the server has more.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { problemText } from '../../../lib/error-text.ts';
import { RADIUS_CHOICES_M, searchKey } from '../finder-search.ts';
import { useFinder } from '../finder-store.ts';
import { formatRadius } from '../place-format.ts';
import { PlaceCard } from './place-card.tsx';

/** A place chosen on the map; `seq` tells a second click on the same marker from the first. */
export type Selection = { id: string; seq: number } | null;

type PlaceListProps = { kind: PlaceKind; headingId: string; selection: Selection; now: Date };

export function PlaceList({ kind, headingId, selection, now }: PlaceListProps) {
  const { t } = useTranslation('mediFinder');
  // Twenty cards are a long render on a slow phone: drawn in the background, so a tap is never kept waiting on
  // them. This also covers the first answers, which reach the store just after a drawn page is hydrated.
  const list = useDeferredValue(useFinder((state) => state.lists[kind]));
  const search = useFinder((state) => state.search);
  const load = useFinder((state) => state.load);
  const loadMore = useFinder((state) => state.loadMore);
  const setRadius = useFinder((state) => state.setRadius);
  const names = useRef(new Map<string, HTMLAnchorElement>());

  // A marker chosen on the map brings its entry into view and puts the keyboard on it, once per choice. A marker
  // tapped before the deferred cards are drawn (a slow phone) gets its entry as soon as they are.
  const shown = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again once the deferred list draws new cards
  useEffect(() => {
    if (!selection || shown.current === selection.seq) return;
    const link = names.current.get(selection.id);
    if (!link) return;
    shown.current = selection.seq;
    link.focus({ preventScroll: true });
    link.closest('li')?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selection, list]);

  // Until the list answers the search on screen (its request starts just after a change), it shows nothing stale.
  const waiting = list.searchKey !== searchKey(search) || (list.lastFetched === null && list.error === null);
  if (list.loading || waiting) return <ListSkeleton label={t('list.loading')} />;

  const kindKey = kind === 'pharmacy' ? 'pharmacy' : 'diagnostic_center';
  if (list.error !== null) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <p className="font-semibold">{t(`list.failed.${kindKey}`)}</p>
        {/* The server's own words when it sent some; a dropped connection or a bare status gets ours. */}
        <p className="mt-1 text-sm">
          {list.errorProblem && 'reason' in list.errorProblem
            ? problemText(list.errorProblem)
            : t('list.offline')}
        </p>
        <Button
          type="button"
          onClick={() => void load(kind, { force: true })}
          variant="secondary"
          className="mt-3"
        >
          {t('list.retry')}
        </Button>
      </div>
    );
  }

  if (list.items.length === 0) {
    const wider =
      search.mode === 'nearby' ? RADIUS_CHOICES_M.find((radius) => radius > search.radius) : undefined;
    let hint: string;
    if (search.mode === 'nearby') hint = t('list.emptyNearby');
    else if (search.q || search.city) hint = t('list.emptySearch');
    else hint = t('list.emptyAll');
    return (
      <div className="rounded-xl border border-stone-300 border-dashed bg-white p-6 text-center">
        <p className="font-semibold text-stone-900">{t(`list.empty.${kindKey}`)}</p>
        <p className="mt-1 text-sm text-stone-600">{hint}</p>
        {wider ? (
          <Button type="button" onClick={() => setRadius(wider)} className="mt-4">
            {t('list.widen', { radius: formatRadius(wider) })}
          </Button>
        ) : null}
      </div>
    );
  }

  const from = search.mode === 'nearby' && search.origin === 'device' ? search : null;
  return (
    <div>
      <ul aria-labelledby={headingId} className="flex flex-col gap-3">
        {list.items.map((place) => (
          <li key={place.id} className="scroll-mt-24">
            <PlaceCard
              place={place}
              showDistance={search.mode === 'nearby'}
              from={from}
              selected={selection?.id === place.id}
              now={now}
              nameRef={(link) => {
                if (link) names.current.set(place.id, link);
                else names.current.delete(place.id);
              }}
            />
          </li>
        ))}
      </ul>
      {list.nextCursor ? (
        <LoadMoreButton
          loading={list.loadingMore}
          problem={list.moreError === null ? null : t('list.moreFailed')}
          label={t('list.loadMore')}
          loadingLabel={t('list.loadingMore')}
          className={buttonClasses({ variant: 'secondary' })}
          onLoadMore={() => void loadMore(kind)}
        />
      ) : null}
    </div>
  );
}

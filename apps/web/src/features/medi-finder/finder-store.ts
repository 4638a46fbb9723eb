// The finder's state (Zustand): the search both tabs share, the visitor's position request, and one list per kind
// of place (finder-list-state.ts). Module state, so going to a detail page and back, or switching tabs, keeps the
// search and its answers.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { finderCities } from '@sherehe/core/medi-finder/finder-cities';
import { create } from 'zustand';
import { apiRequest } from '../../lib/api-client.ts';
import { LocateError, type LocateProblem, locate } from '../../lib/device-position.ts';
import { firstAnswer } from '../../lib/first-answers.ts';
import {
  emptyList,
  type FinderList,
  type FinderPage,
  fetchFulfilled,
  fetchPending,
  fetchRejected,
  isFresh,
  moreFulfilled,
  morePending,
  moreRejected,
} from './finder-list-state.ts';
import {
  type CityKey,
  DEFAULT_RADIUS_M,
  type FinderSearch,
  finderEndpoints,
  finderQuery,
  initialSearch,
  searchKey,
} from './finder-search.ts';
import { type Place, toDiagnosticCentre, toPharmacy } from './place-model.ts';

/** The spec's 5-minute cache lifetime: a list younger than this is shown again without asking. */
export const LIST_MAX_AGE_MS = 5 * 60 * 1000;

export type GeoState = { status: 'idle' | 'locating' } | { status: 'problem'; problem: LocateProblem };

type FinderData = {
  search: FinderSearch;
  /** The radius of the next nearby search, and of the current one. */
  radius: number;
  geo: GeoState;
  lists: Record<PlaceKind, FinderList<Place>>;
};

type FinderActions = {
  searchList: (q: string, city: CityKey | '') => void;
  /** Asks the browser for the position, then searches near it; on a problem, keeps the search and says why. */
  nearMe: () => Promise<void>;
  nearCity: (city: CityKey) => void;
  setRadius: (radius: number) => void;
  /** Fetches the kind's list for the current search, unless it already has a fresh answer (or `force`). */
  load: (kind: PlaceKind, options?: { force?: boolean }) => Promise<void>;
  loadMore: (kind: PlaceKind) => Promise<void>;
  /** A visitor rated a place: its listed copy shows the new average at once. */
  placeRated: (kind: PlaceKind, id: string, rating: { rating: number; ratingCount: number }) => void;
};

export const cityName = (key: CityKey): string => finderCities.find((city) => city.key === key)?.name ?? key;

/**
 * The pharmacies of the first search, when the page came with them (a first screen the server drew, decision 022):
 * the list starts with them and counts them as fetched when the page started, so it does not ask again.
 */
function firstPharmacies(): FinderList<Place> {
  const { mode, query } = finderQuery(initialSearch, cityName);
  const first = firstAnswer(finderEndpoints.pharmacy[mode], { query });
  const page = first.initialData();
  if (!page) return emptyList();
  const pending = fetchPending(emptyList<Place>(), 0, searchKey(initialSearch));
  return fetchFulfilled(
    pending,
    0,
    { items: page.items.map(toPharmacy), nextCursor: page.nextCursor },
    first.initialDataUpdatedAt(),
  );
}

function initialData(pharmacies = firstPharmacies()): FinderData {
  return {
    search: initialSearch,
    radius: DEFAULT_RADIUS_M,
    geo: { status: 'idle' },
    lists: { pharmacy: pharmacies, diagnostic_center: emptyList() },
  };
}

async function fetchPage(
  kind: PlaceKind,
  search: FinderSearch,
  cursor: string | null,
  signal: AbortSignal,
): Promise<FinderPage<Place>> {
  const request = finderQuery(search, cityName, cursor);
  if (kind === 'pharmacy') {
    const { list, nearby } = finderEndpoints.pharmacy;
    const page =
      request.mode === 'list'
        ? await apiRequest(list, { query: request.query, signal })
        : await apiRequest(nearby, { query: request.query, signal });
    return { items: page.items.map(toPharmacy), nextCursor: page.nextCursor };
  }
  const { list, nearby } = finderEndpoints.diagnostic_center;
  const page =
    request.mode === 'list'
      ? await apiRequest(list, { query: request.query, signal })
      : await apiRequest(nearby, { query: request.query, signal });
  return { items: page.items.map(toDiagnosticCentre), nextCursor: page.nextCursor };
}

let nextRequestId = 0;
// The request each list waits for: a newer one cancels it, so a dropped answer does not cost the visitor data.
const inFlight: Partial<Record<PlaceKind, AbortController>> = {};

function startRequest(kind: PlaceKind): { id: number; signal: AbortSignal } {
  inFlight[kind]?.abort();
  const controller = new AbortController();
  inFlight[kind] = controller;
  return { id: ++nextRequestId, signal: controller.signal };
}

export const useFinder = create<FinderData & FinderActions>()((set, get) => {
  const updateList = (kind: PlaceKind, change: (list: FinderList<Place>) => FinderList<Place>) =>
    set((state) => ({ lists: { ...state.lists, [kind]: change(state.lists[kind]) } }));

  return {
    // Without the first answers: see below.
    ...initialData(emptyList()),

    searchList(q, city) {
      set({ search: { mode: 'list', q: q.trim(), city }, geo: { status: 'idle' } });
    },

    async nearMe() {
      set({ geo: { status: 'locating' } });
      try {
        const { lat, long } = await locate();
        // Another search chosen while the browser was asking wins over this late position.
        if (get().geo.status !== 'locating') return;
        set({
          search: { mode: 'nearby', lat, long, radius: get().radius, origin: 'device' },
          geo: { status: 'idle' },
        });
      } catch (error) {
        if (get().geo.status !== 'locating') return;
        const problem = error instanceof LocateError ? error.problem : 'unavailable';
        set({ geo: { status: 'problem', problem } });
      }
    },

    nearCity(key) {
      const city = finderCities.find((entry) => entry.key === key);
      if (!city) return;
      set({
        search: { mode: 'nearby', lat: city.lat, long: city.long, radius: get().radius, origin: city.key },
        geo: { status: 'idle' },
      });
    },

    setRadius(radius) {
      const { search } = get();
      set(search.mode === 'nearby' ? { radius, search: { ...search, radius } } : { radius });
    },

    async load(kind, { force = false } = {}) {
      const { search, lists } = get();
      const key = searchKey(search);
      if (!force && isFresh(lists[kind], key, Date.now(), LIST_MAX_AGE_MS)) return;
      const request = startRequest(kind);
      updateList(kind, (list) => fetchPending(list, request.id, key));
      try {
        const page = await fetchPage(kind, search, null, request.signal);
        updateList(kind, (list) => fetchFulfilled(list, request.id, page, Date.now()));
      } catch (error) {
        updateList(kind, (list) => fetchRejected(list, request.id, error));
      }
    },

    async loadMore(kind) {
      const { search, lists } = get();
      const list = lists[kind];
      if (!list.nextCursor || list.loading || list.loadingMore || list.searchKey !== searchKey(search))
        return;
      const request = startRequest(kind);
      updateList(kind, (current) => morePending(current, request.id));
      try {
        const page = await fetchPage(kind, search, list.nextCursor, request.signal);
        updateList(kind, (current) => moreFulfilled(current, request.id, page));
      } catch (error) {
        updateList(kind, (current) => moreRejected(current, request.id, error));
      }
    },

    placeRated(kind, id, rating) {
      updateList(kind, (list) => ({
        ...list,
        items: list.items.map((place) => (place.id === id ? { ...place, ...rating } : place)),
      }));
    },
  };
});

// A page the server drew is hydrated from the store's initial state (zustand's server snapshot), and the server's
// store, made once before any render, never has the first answers: so they come in as the store's first change, and
// the list the server drew as loading fills in right after hydration without asking the API.
useFinder.setState(initialData());

/** Back to a fresh finder (tests). */
export function resetFinder(): void {
  for (const controller of Object.values(inFlight)) controller?.abort();
  useFinder.setState(initialData());
}

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptyFilters, listingsApiQuery } from '../features/catalogue/search-params.ts';
import { pledgeApiPath } from '../features/contribute/api/use-pledge.ts';
import { cardApiPath } from '../features/invitation-card/api/use-card.ts';
import { initialSearch, requestPath } from '../features/medi-finder/finder-search.ts';
import { publicEventPath } from '../lib/public-event.ts';
import { firstScreens } from './first-screens.ts';
import type { PageHandle } from './lazy-page.tsx';
import { routes } from './router.tsx';

const sample = (pattern: string) =>
  pattern
    .replace(':name', 'venues')
    .replace(':id', 'x')
    .replace(/:code|:event/, 'HARUS7')
    .replace(':token', 't');

describe('the first screens the server preloads', () => {
  it.each(firstScreens.map((screen) => [screen.pattern, screen] as const))(
    '%s: the code and strings its routes load',
    (pattern, screen) => {
      const handles = (matchRoutes(routes, sample(pattern)) ?? [])
        .map(({ route }) => route.handle as PageHandle | undefined)
        .filter((handle) => handle !== undefined);
      expect(handles.map((handle) => handle.load.toString())).toEqual(
        screen.modules.map((module) => expect.stringContaining(module.replace(/^src\/(app\/)?/, ''))),
      );
      // The refusals' words (reasons) load with the page's code, never inline: a page may never refuse anything.
      expect(new Set(screen.namespaces)).toEqual(
        new Set([
          'common',
          ...handles.flatMap((handle) => handle.namespaces).filter((namespace) => namespace !== 'reasons'),
        ]),
      );
    },
  );

  it('names the requests the pages make first', () => {
    const paths = Object.fromEntries(
      firstScreens.map((screen) => [screen.pattern, screen.data.map((d) => d.path)]),
    );
    expect(paths['/event-planners/services']).toContain(
      `/api/v1/listings?${listingsApiQuery(emptyFilters, undefined, null)}`,
    );
    expect(paths['/event-planners/services/:name']?.map(sample)).toEqual([
      `/api/v1/listings?${listingsApiQuery(emptyFilters, 'venues', null)}`,
    ]);
    expect(paths['/medi-finder']).toEqual([`/api/v1${requestPath('pharmacy', initialSearch, String)}`]);
    // As the pages ask (lib/public-event.ts, contribute's use-pledge.ts, invitation-card's use-card.ts), with the
    // code or token in the address.
    expect(paths['/event-planners/e/:code']?.map(sample)).toEqual([`/api/v1${publicEventPath('HARUS7')}`]);
    expect(paths['/event-planners/contribute']?.map(sample)).toEqual([`/api/v1${publicEventPath('HARUS7')}`]);
    expect(paths['/event-planners/pledges/:token']?.map(sample)).toEqual([`/api/v1${pledgeApiPath('t')}`]);
    expect(paths['/event-planners/c/:token']?.map(sample)).toEqual([`/api/v1${cardApiPath('t')}`]);
  });
});

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { emptyFilters, listingsApiQuery } from '../features/catalogue/search-params.ts';
import { initialSearch, requestPath } from '../features/medi-finder/finder-search.ts';
import { firstScreens } from './first-screens.ts';
import type { PageHandle } from './lazy-page.tsx';
import { routes } from './router.tsx';

const sample = (pattern: string) => pattern.replace(':name', 'venues').replace(':id', 'x');

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
      expect(new Set(screen.namespaces)).toEqual(
        new Set(['common', ...handles.flatMap((handle) => handle.namespaces)]),
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
  });
});

// The server answers 404 for addresses outside core's list of web routes: the router must hold exactly that list.
import { webRoutePatterns } from '@sherehe/core/web-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    // A page is an index route (its parent's address) or a leaf with a path; a layout is reached through them.
    const own = route.index || (route.path && !route.children) ? [here || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], here)];
  });
}

describe('the router and core/web-routes', () => {
  it('know the same pages', () => {
    expect(patternsOf(routes).sort()).toEqual([...webRoutePatterns].sort());
  });
});

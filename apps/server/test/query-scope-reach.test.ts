// Decision 021 holds: what a `queries: false` screen loads reaches TanStack Query only through a query scope. The
// checker is tried first on small trees, one that keeps the rule and two that break it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screensWithoutQueries, unscopedQueryReach } from './query-scope-reach.ts';
import { scratchTrees } from './scratch-trees.ts';

const webSources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');
const tree = scratchTrees('query-scope-reach');

const router = `export const routes = [
  lazyPage(() => import('./layouts/plain-layout.tsx'), (m) => m.PlainLayout, { layout: true, queries: false }),
  lazyPage(() => import('../features/shop/pages/shop-page.tsx'), (m) => m.ShopPage, { namespaces: ['shop'] }),
];`;
const reviews = {
  'features/reviews/reviews.tsx': `import { ReviewList } from './review-list.tsx';`,
  'features/reviews/review-list.tsx': `import { useQuery } from '@tanstack/react-query';`,
  'lib/query-host.tsx': `import type { QueryClient } from '@tanstack/react-query';
export const loadQueryScope = () => import('./query-scope.tsx');`,
  'lib/query-scope.tsx': `import { QueryClientProvider } from '@tanstack/react-query';`,
  'features/shop/pages/shop-page.tsx': `import { useQuery } from '@tanstack/react-query';`,
};

describe('the query scope checker', () => {
  it('finds the screens marked queries: false, and accepts lazy pieces that come through withQueryScope', () => {
    const root = tree('kept', {
      'app/router.tsx': router,
      'app/layouts/plain-layout.tsx': `import { withQueryScope } from '../../lib/query-host.tsx';
import { Footer } from './footer.tsx';
const Reviews = lazy(
  withQueryScope(async () => {
    const [module] = await Promise.all([import('../../features/reviews/reviews.tsx'), load()]);
    return { default: module.Reviews };
  }),
);`,
      'app/layouts/footer.tsx': `const Icon = lazy(() => import('./icon.tsx'));`,
      'app/layouts/icon.tsx': `export const Icon = () => null;`,
      ...reviews,
    });
    expect(screensWithoutQueries(root)).toEqual(['app/layouts/plain-layout.tsx']);
    expect(unscopedQueryReach(root)).toEqual([]);
  });

  it('names the chain when such a screen imports the library, or loads a piece that does, without a scope', () => {
    const root = tree('broken', {
      'app/router.tsx': router,
      'app/layouts/plain-layout.tsx': `import { Badge } from './badge.tsx';
import { Footer } from './footer.tsx';`,
      'app/layouts/badge.tsx': `import { useQuery } from '@tanstack/react-query';`,
      'app/layouts/footer.tsx': `const Reviews = lazy(() => import('../../features/reviews/reviews.tsx'));`,
      ...reviews,
    });
    expect(unscopedQueryReach(root)).toEqual([
      'app/layouts/plain-layout.tsx → app/layouts/badge.tsx → @tanstack/react-query',
      'app/layouts/footer.tsx ⇢ features/reviews/reviews.tsx → features/reviews/review-list.tsx → @tanstack/react-query',
    ]);
  });
});

describe('the web app', () => {
  it('has screens that render without a query cache', () => {
    expect(screensWithoutQueries(webSources).length).toBeGreaterThan(0);
  });

  it('reaches TanStack Query from them only through a query scope', () => {
    expect(unscopedQueryReach(webSources)).toEqual([]);
  });
});

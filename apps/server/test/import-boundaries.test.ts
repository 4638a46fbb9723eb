// Features stay apart: on the web no feature imports another (app/ composes them), on the server no one but a
// feature itself touches its queries.ts. The checker is tested first on small trees with deliberately bad imports.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowedFeatureEdges } from './feature-edges.ts';
import {
  describeEdges,
  featureEdges,
  importCycles,
  relativeImports,
  serverViolations,
  specifiersOf,
  webViolations,
} from './import-boundaries.ts';
import { scratchTrees } from './scratch-trees.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tree = scratchTrees('import-boundaries');

describe('the import checker', () => {
  it('finds every form of specifier, across lines', () => {
    const source = `import { a,
      b } from './a.ts';
import type { C } from "../c.ts";
export { d } from './d.ts';
import './side-effect.css';
const lazy = () => import('../lazy.tsx');
vi.mock('../mocked.ts');
const words = 'from here';`;
    expect(specifiersOf(source)).toEqual([
      './a.ts',
      '../c.ts',
      './d.ts',
      './side-effect.css',
      '../lazy.tsx',
      '../mocked.ts',
    ]);
  });

  it('fails a web feature importing another, and a shared piece importing a feature', () => {
    const root = tree('web', {
      'features/cart/components/cart-page.tsx': `import { Button } from '../../../components/button.tsx';
import { useCart } from '../api/use-cart.ts';
import { ListingCard } from '../../catalogue/components/listing-card.tsx';`,
      'features/cart/api/use-cart.ts': `import { apiRequest } from '../../../lib/api-client.ts';`,
      'features/catalogue/components/listing-card.tsx': `export const ListingCard = () => null;`,
      'components/button.tsx': `import { addToCart } from '../features/cart/api/use-cart.ts';`,
      'app/router.tsx': `const Cart = lazy(() => import('../features/cart/components/cart-page.tsx'));`,
    });
    expect(webViolations(relativeImports(root))).toEqual([
      { from: 'components/button.tsx', to: 'features/cart/api/use-cart.ts' },
      {
        from: 'features/cart/components/cart-page.tsx',
        to: 'features/catalogue/components/listing-card.tsx',
      },
    ]);
  });

  it("fails a server feature, or app.ts, reaching into another feature's queries.ts", () => {
    const root = tree('server', {
      'features/auth/service.ts': `import { findUser } from './queries.ts';
import { spendTokens } from '../password-reset/queries.ts';`,
      'features/auth/queries.ts': `import { users } from '../../db/schema/accounts.ts';`,
      'features/password-reset/service.ts': `import { startSession } from '../auth/service.ts';`,
      'features/password-reset/queries.ts': '',
      'app.ts': `import { authRoutes } from './features/auth/routes.ts';
import { deleteExpired } from './features/password-reset/queries.ts';`,
    });
    expect(serverViolations(relativeImports(root))).toEqual([
      { from: 'app.ts', to: 'features/password-reset/queries.ts' },
      { from: 'features/auth/service.ts', to: 'features/password-reset/queries.ts' },
    ]);
  });
});

describe('the cycle finder', () => {
  it('finds files that reach one another, through type-only and lazy imports too, and nothing else', () => {
    const root = tree('cycles', {
      'a.ts': `import { b } from './b.ts';`,
      'b.ts': `import type { C } from './c';`,
      'c.ts': `const a = () => import('./a.ts');`,
      'd.ts': `import { a } from './a.ts';
import { e } from './e.ts';`,
      'e.ts': `import { d } from './d.ts';`,
      'f.ts': `import { a } from './a.ts';`,
    });
    expect(importCycles(relativeImports(root))).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
      ['d.ts', 'e.ts'],
    ]);
  });
});

describe('the source tree', () => {
  it.each(['apps/server/src', 'apps/web/src', 'packages/core/src', 'e2e'])(
    'has no import cycle in %s (move what both sides need into a file of its own)',
    (folder) => {
      const cycles = importCycles(relativeImports(path.join(repo, folder)));
      expect(cycles, `import cycles:\n${cycles.map((group) => `  ${group.join(' ↔ ')}`).join('\n')}`).toEqual(
        [],
      );
    },
  );

  it('has no web feature importing another (compose them in app/, share through components/ or lib/)', () => {
    const bad = webViolations(relativeImports(path.join(repo, 'apps/web/src')));
    expect(bad, `imports across web features:\n${describeEdges(bad)}`).toEqual([]);
  });

  it('has no server code outside a feature reaching into its queries.ts (call its service.ts)', () => {
    const bad = serverViolations(relativeImports(path.join(repo, 'apps/server/src')));
    expect(bad, `imports of another feature's queries.ts:\n${describeEdges(bad)}`).toEqual([]);
  });

  it('has db/ import neither features/ nor platform/ (the seed lives in seed/, backups and the CLIs in operations/)', () => {
    const reaching = relativeImports(path.join(repo, 'apps/server/src')).filter(
      ({ from, to }) => from.startsWith('db/') && /^(features|platform)\//.test(to),
    );
    expect(reaching, `db/ reaching up:\n${describeEdges(reaching)}`).toEqual([]);
  });

  it('has a server feature import another only where feature-edges.ts allows it, and no allowance left unused', () => {
    const used = featureEdges(relativeImports(path.join(repo, 'apps/server/src')));
    const allowed = Object.keys(allowedFeatureEdges);
    expect(
      used.filter((edge) => !allowed.includes(edge)),
      'feature imports not in test/feature-edges.ts (add each with its reason, or go through platform/)',
    ).toEqual([]);
    expect(
      allowed.filter((edge) => !used.includes(edge)),
      'allowances no longer used: remove them',
    ).toEqual([]);
  });
});

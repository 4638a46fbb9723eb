// Every API route is made from its descriptor in packages/core/src/api/*-endpoints.ts (issue 38, decision 040), and
// every descriptor is served by exactly one route at its own method and path: a route added by hand, or a
// descriptor no route serves, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const contractFolder = path.resolve(here, '../../../../packages/core/src/api');

type Declared = {
  area: string;
  name: string;
  method: string;
  path: string;
  summary: string;
  status?: number;
  also?: Record<string, unknown>;
};

async function allDescriptors(): Promise<Declared[]> {
  const found: Declared[] = [];
  for (const file of readdirSync(contractFolder).filter((name) => name.endsWith('-endpoints.ts'))) {
    const module: Record<string, Record<string, Declared>> = await import(path.join(contractFolder, file));
    for (const group of Object.values(module)) found.push(...Object.values(group));
  }
  return found;
}

describe('declared endpoints', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('makes every API route from a descriptor', () => {
    const undeclared = t.app.routeAccess
      .filter((route) => !route.endpoint)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it("names each area's descriptors after its contract module: orders.ts, orders-endpoints.ts, ordersEndpoints", async () => {
    for (const file of readdirSync(contractFolder).filter((name) => name.endsWith('-endpoints.ts'))) {
      const area = file.replace(/-endpoints\.ts$/, '');
      const module: Record<string, Record<string, Declared>> = await import(path.join(contractFolder, file));
      const camel = area.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      expect(Object.keys(module), file).toEqual([`${camel}Endpoints`]);
      for (const declared of Object.values(module[`${camel}Endpoints`] ?? {}))
        expect(declared.area, file).toBe(area);
    }
  });

  it('makes the OpenAPI document from the descriptors: each one an operation with its id and summary', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string; responses?: object }>>;
    };
    for (const { area, name, method, path: declaredPath, summary, status, also } of await allDescriptors()) {
      const documented = `/api/v1${declaredPath.replace(/:(\w+)/g, '{$1}')}`;
      const operation = doc.paths[documented]?.[method.toLowerCase()];
      expect(operation, `${method} ${documented}`).toMatchObject({ operationId: `${area}.${name}`, summary });
      // Its success answer and the others it declares (a first review's 201, a readiness check's 503).
      const answers = [String(status ?? 200), ...Object.keys(also ?? {})];
      expect(Object.keys(operation?.responses ?? {}), `${method} ${documented}`).toEqual(
        expect.arrayContaining(answers),
      );
    }
  });

  it('documents every operation the OpenAPI document had before the descriptors (7719c84)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const now = Object.entries(doc.paths).flatMap(([documented, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${documented}`),
    );
    const before = readFileSync(path.join(here, 'openapi-operations-before.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(before).toHaveLength(207);
    expect(before.filter((operation) => !now.includes(operation))).toEqual([]);
  });

  it('serves each descriptor by one route, at its method and path', async () => {
    const descriptors = await allDescriptors();
    expect(descriptors.length).toBeGreaterThan(100);
    for (const { area, name, method, path: declaredPath } of descriptors) {
      const serving = t.app.routeAccess.filter((route) => route.endpoint === `${area}.${name}`);
      expect(
        serving.map((route) => `${route.method} ${route.url}`),
        `${area}.${name}`,
      ).toEqual([`${method} /api/v1${declaredPath}`]);
    }
  });
});

describe('descriptor modules', () => {
  // The web's first load imports descriptors: one that imported a schema module would bring zod with it
  // (docs/decisions/003 and 040).
  it('import nothing at run time but the descriptor helpers', () => {
    const files = readdirSync(contractFolder).filter(
      (name) => name.endsWith('-endpoints.ts') || name === 'refusal-groups.ts' || name === 'endpoint.ts',
    );
    expect(files.length).toBeGreaterThan(2);
    for (const name of files) {
      const text = readFileSync(path.join(contractFolder, name), 'utf8');
      const runtime = [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]);
      expect(
        runtime.filter((from) => from !== './endpoint.ts' && from !== './refusal-groups.ts'),
        name,
      ).toEqual([]);
    }
  });
});

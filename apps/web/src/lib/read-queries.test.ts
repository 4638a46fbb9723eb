// Every read the app caches is one named queryOptions (or infiniteQueryOptions) in a feature's api/ folder or in lib/
// (issue 38, decision 040): screens, loaders and tests share its key, its fetch and its freshness instead of
// repeating them, and an endpoint read under two keys (two cache entries that drift apart) has to say why.
import ts from '@typescript/typescript6';
import { describe, expect, it } from 'vitest';
import { sourceTexts } from '../test/source-texts.ts';

const OPTION_BUILDERS = new Set(['queryOptions', 'infiniteQueryOptions']);

/** Endpoints read under more than one key, and why the entries stay apart. */
const readTwiceAllowed: Record<string, string> = {
  'ordersEndpoints.get':
    "the customer's and the vendor's order pages: each refreshes with its own lists (orderKeys, vendorKeys)",
  'catalogueEndpoints.listings':
    'the search itself asks different questions: the catalogue’s filters, a vendor’s next listings, the planner’s matches',
  'reviewsEndpoints.listing':
    "a listing's reviews a page at a time, and an order page's one-item question of what the viewer may review",
};

type Read = { file: string; name: string | null; endpoints: string[]; placed: boolean };

const production = Object.entries(sourceTexts).filter(
  ([file]) => !/\.test\.tsx?$/.test(file) && !file.startsWith('../test/'),
);

/** Local names of imported endpoint groups (`catalogueEndpoints as catalogue`) to the names core exports. */
function endpointGroups(source: ts.SourceFile): Map<string, string> {
  const groups = new Map<string, string>();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      if (exported.endsWith('Endpoints')) groups.set(element.name.text, exported);
    }
  }
  return groups;
}

/** The const a queryOptions call is the value of (directly, or what an arrow function returns), if any. */
function namedBy(call: ts.CallExpression): string | null {
  let node: ts.Node = call;
  if (ts.isReturnStatement(node.parent) && ts.isBlock(node.parent.parent)) node = node.parent.parent;
  if (ts.isArrowFunction(node.parent) && node.parent.body === node) node = node.parent;
  const declaration = node.parent;
  return ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)
    ? declaration.name.text
    : null;
}

function readsIn(file: string, text: string): Read[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const groups = endpointGroups(source);
  const placed = /^\.\.\/(lib\/[^/]+|features\/[^/]+\/api\/[^/]+)$/.test(file);
  const reads: Read[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      node.name.getText(source) === 'queryFn'
    ) {
      let builder: ts.CallExpression | null = null;
      for (let up: ts.Node | undefined = node.parent; up && !builder; up = up.parent)
        if (ts.isCallExpression(up) && OPTION_BUILDERS.has(up.expression.getText(source))) builder = up;
      const endpoints: string[] = [];
      const collect = (inner: ts.Node) => {
        if (ts.isPropertyAccessExpression(inner) && ts.isIdentifier(inner.expression)) {
          const group = groups.get(inner.expression.text);
          if (group) endpoints.push(`${group}.${inner.name.text}`);
        }
        ts.forEachChild(inner, collect);
      };
      collect(node);
      reads.push({ file, name: builder ? namedBy(builder) : null, endpoints, placed });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

const reads = production.flatMap(([file, text]) => readsIn(file, text));

describe('cached reads', () => {
  it('are found (the rule reads the app)', () => {
    expect(reads.length).toBeGreaterThan(60);
  });

  it('are each a named queryOptions in a feature’s api/ or in lib/', () => {
    const loose = reads
      .filter((read) => read.name === null || !read.placed)
      .map((read) => `${read.file}: ${read.name ?? 'a queryFn outside a named queryOptions'}`);
    expect(loose).toEqual([]);
  });

  it('read each endpoint under one key, unless listed with why', () => {
    const byEndpoint = new Map<string, string[]>();
    for (const read of reads)
      for (const endpoint of new Set(read.endpoints))
        byEndpoint.set(endpoint, [...(byEndpoint.get(endpoint) ?? []), `${read.file}#${read.name}`]);
    const twice = [...byEndpoint]
      .filter(([endpoint, names]) => names.length > 1 && !(endpoint in readTwiceAllowed))
      .map(([endpoint, names]) => `${endpoint}: ${names.join(', ')}`);
    expect(twice).toEqual([]);
    // The list only holds what is still true.
    for (const endpoint of Object.keys(readTwiceAllowed))
      expect(byEndpoint.get(endpoint)?.length).toBeGreaterThan(1);
  });
});

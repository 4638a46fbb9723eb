// The build's first-screen work: the app's modules grouped into one chunk and preloaded by index.html, and
// dist/.vite/first-screens.json: for each landing page of src/app/first-screens.ts, the built files its code needs
// beyond the entry's and the app's, and the strings it reads, in both languages. The server preloads those files (on a
// page it drew, lists them, index.html's own included, for the entry to preload after the first paint) and inlines
// those strings in the page it sends (apps/server/src/platform/first-screen-hints.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreensManifest } from '@sherehe/core/first-screen';
import type { Plugin, Rollup } from 'vite';
import { firstScreens } from '../src/app/first-screens.ts';

const languages = ['en', 'sw'] as const;
const queryScopeModule = 'src/lib/query-scope.tsx';
// The app itself, which the entry (src/boot.ts) imports once the first screen has painted: every page needs it, so
// index.html preloads it and everything it imports.
const appModule = 'src/main.tsx';
const entryModule = 'src/boot.ts';
const styleModule = /\.css($|\?)/;
const iconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

export function firstScreensPlugin(webRoot: string): Plugin {
  const appModules = new Set<string>();
  const entryModules = new Set<string>();
  return {
    name: 'sherehe-first-screens',
    apply: 'build',
    // The app's modules in one chunk. Left to itself the bundler gives each module the app shares with a lazy page a
    // chunk of its own (a dynamically imported app may not be there yet, as far as it knows): the first screen then
    // fetched forty small files, each gzipped alone, 5 KB more than together. main.tsx itself stays the dynamic
    // entry's own small chunk, which appChunk finds. What the entry itself imports (the preload helper, a constant)
    // gets a small chunk of its own, or the entry would wait for the app's code and run it before the first paint.
    // Icons are left out: lucide's index re-exports every icon, so the module graph cannot tell which ones the app's
    // own code uses; the build keeps each where it is used.
    buildEnd() {
      const staticClosure = (start: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || iconModule.test(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(path.join(webRoot, start));
        return seen;
      };
      // The styles stay with the entry, which links them in index.html.
      for (const id of staticClosure(entryModule)) if (!styleModule.test(id)) entryModules.add(id);
      for (const id of staticClosure(appModule)) if (!entryModules.has(id)) appModules.add(id);
      entryModules.delete(path.join(webRoot, entryModule));
      appModules.delete(path.join(webRoot, appModule));
    },
    outputOptions(options) {
      const splitting = typeof options.codeSplitting === 'object' ? options.codeSplitting : {};
      return {
        ...options,
        codeSplitting: {
          ...splitting,
          groups: [
            ...(splitting.groups ?? []),
            { name: 'boot', test: (id: string) => entryModules.has(id), priority: 1 },
            { name: 'app', test: (id: string) => appModules.has(id) },
          ],
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        return appFiles(bundle, webRoot).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rollup.OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('first screens: the build has no entry chunk');
      const chunkOf = (module: string) => {
        const id = path.join(webRoot, module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
        if (!chunk) throw new Error(`first screens: no chunk for ${module}`);
        return chunk.fileName;
      };
      // The entry's and the app's code are already in index.html's modulepreload links.
      const app = appChunk(chunks, webRoot);
      const alreadyLoaded = closure([entry.fileName, app.fileName], bundle);
      const queryScope = chunkOf(queryScopeModule);
      const screens = firstScreens.map((screen) => {
        const files = closure(screen.modules.map(chunkOf), bundle);
        // A route whose code reads server data loads the query cache beside it (app/lazy-page.tsx): preload that
        // too, so it does not wait for the entry to ask. A screen that reads none (the marketplace's landing page)
        // gets no TanStack Query at all.
        const readsData = [...files].some((file) => {
          const item = bundle[file];
          return (
            item?.type === 'chunk' && item.moduleIds.some((id) => id.includes('/@tanstack/react-query/'))
          );
        });
        const all = readsData ? new Set([...files, ...closure([queryScope], bundle)]) : files;
        const modules = [...all].filter((file) => !alreadyLoaded.has(file));
        return { ...screen, modules: modules.map((file) => `/${file}`) };
      });
      const namespaces = new Set(firstScreens.flatMap((screen) => screen.namespaces));
      const strings = Object.fromEntries(
        languages.map((language) => [
          language,
          Object.fromEntries(
            [...namespaces].map((namespace) => [
              namespace,
              JSON.parse(
                readFileSync(path.join(webRoot, 'src/locales', language, `${namespace}.json`), 'utf8'),
              ),
            ]),
          ),
        ]),
      ) as FirstScreensManifest['strings'];
      const manifest: FirstScreensManifest = { screens, strings };
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-screens.json',
        source: JSON.stringify(manifest),
      });
    },
  };
}

/** The chunk that holds the app's own start (the bundler may give it no facade of its own). */
function appChunk(items: (Rollup.OutputChunk | Rollup.OutputAsset)[], webRoot: string): Rollup.OutputChunk {
  const id = path.join(webRoot, appModule);
  const app = items.find(
    (item): item is Rollup.OutputChunk =>
      item.type === 'chunk' && item.isDynamicEntry && item.moduleIds.includes(id),
  );
  if (!app) throw new Error(`first screens: no chunk for ${appModule}`);
  return app;
}

/** The app's files, with all they import, less the entry's own (which the build links in index.html itself). */
function appFiles(bundle: Rollup.OutputBundle, webRoot: string): string[] {
  const chunks = Object.values(bundle);
  const entry = chunks.find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry) throw new Error('first screens: the build has no entry chunk');
  const entryFiles = closure([entry.fileName], bundle);
  return [...closure([appChunk(chunks, webRoot).fileName], bundle)].filter((file) => !entryFiles.has(file));
}

/** These files and every file they import statically, at any depth. */
function closure(files: string[], bundle: Rollup.OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const item = bundle[file];
    if (item?.type === 'chunk') for (const imported of item.imports) visit(imported);
  };
  for (const file of files) visit(file);
  return seen;
}

// Route code and the strings it reads arrive together, so a page never renders (or suspends) on missing text.
import { type ComponentType, lazy, type ReactElement } from 'react';
import { i18next, whenI18nReady } from '../lib/i18n.ts';
import { importWithRetry } from '../lib/import-with-retry.ts';
import { loadQueryScope } from '../lib/query-host.tsx';
import { RouterErrorScreen } from './errors/router-error-screen.tsx';

async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  try {
    await whenI18nReady();
    await i18next.loadNamespaces([...namespaces]);
  } catch {
    // Missing strings show their keys; the page itself still works.
  }
}

type LazyPageOptions = {
  /** The strings the page reads: loaded with its code. */
  namespaces?: readonly string[];
  /**
   * A layout fills the screen, so its error screen is the page's main landmark; a page sits inside its layout's
   * main and says its error there.
   */
  layout?: boolean;
  /**
   * Whether anything the route renders itself (not through a lazy piece of its own) reads server data. When it does
   * (the default), the query cache loads with the route's code and wraps it; a route that reads nothing (a landing
   * page of text and links) leaves TanStack Query out of its first load (decision 021).
   */
  queries?: boolean;
};

/**
 * What the router reads to start a route's code before rendering reaches it (router.tsx); what the route loads is
 * also checked against the server's list of first screens (first-screens.test.ts).
 */
export type PageHandle = {
  preload: () => void;
  /** Resolves once the route's code and strings are here, so it renders without suspending (decision 022). */
  ready: () => Promise<unknown>;
  load: () => Promise<unknown>;
  namespaces: readonly string[];
};

/**
 * A route's element whose code downloads on first use (asked for again, or the page reloaded into a new release,
 * when it fails: see importWithRetry), with the namespaces it reads; and, as the route's handle, a way to start
 * that download sooner. Code that cannot be had at all shows the router error screen with the failure's message in
 * the page's place.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  { namespaces = [], layout = false, queries = true }: LazyPageOptions = {},
): { element: ReactElement; handle: PageHandle } {
  let download: Promise<{ default: ComponentType }> | undefined;
  // Once here, the route renders at once: a page the server painted is drawn again over its own picture in one
  // go, with no loader in between (decision 022). React's lazy suspends on a first render even for code at hand.
  let loaded: ComponentType | undefined;
  const start = () => {
    download ??= Promise.all([
      importWithRetry(load),
      loadNamespaces(namespaces),
      queries ? importWithRetry(loadQueryScope) : null,
    ])
      .then(
        ([module, , scope]): { default: ComponentType } => {
          const Picked = pick(module);
          if (!scope) return { default: Picked };
          const { QueryScope } = scope;
          return {
            default: () => (
              <QueryScope>
                <Picked />
              </QueryScope>
            ),
          };
        },
        (error: unknown) => ({
          default: () => <RouterErrorScreen error={error} landmark={layout} />,
        }),
      )
      .then((module) => {
        loaded = module.default;
        return module;
      });
    return download;
  };
  const Lazy = lazy(start);
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { element: <Page />, handle: { preload: () => void start(), ready: start, load, namespaces } };
}

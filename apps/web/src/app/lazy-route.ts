// Route code and the strings it reads arrive together, so a page never renders (or suspends) on missing text.
import type { ComponentType } from 'react';
import { i18next, whenI18nReady } from '../lib/i18n.ts';
import { importWithRetry } from '../lib/import-with-retry.ts';

async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  try {
    await whenI18nReady();
    await i18next.loadNamespaces([...namespaces]);
  } catch {
    // Missing strings show their keys; the page itself still works.
  }
}

/**
 * A `route.lazy` that imports a module (asked for again, or the page reloaded into a new release, when it fails:
 * see importWithRetry), picks its component and loads the namespaces it uses.
 */
export function lazyComponent<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  namespaces: readonly string[] = [],
) {
  return async () => {
    const [module] = await Promise.all([importWithRetry(load), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}

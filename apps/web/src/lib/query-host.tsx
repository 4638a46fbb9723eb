// The query cache's place in the app, without TanStack Query itself: the library and the cache load with the first
// piece of the screen that reads server data (lib/query-scope.tsx), not with the entry (decision 021).
import { type ComponentType, type ReactNode, useState } from 'react';
import { type QueryHost, QueryHostContext } from './query-host-context.ts';

/** One cache per mounted app, shared by every query scope under it, made only when the first scope mounts. */
export function QueryHostProvider({ children }: { children: ReactNode }) {
  const [host] = useState<QueryHost>(() => ({}));
  return <QueryHostContext value={host}>{children}</QueryHostContext>;
}

export function loadQueryScope() {
  return import('./query-scope.tsx');
}

/**
 * A lazily loaded component's loader that also brings the query cache and renders the component inside it, so
 * nothing under it can run useQuery before the cache is there. Use it for every lazy piece that reads server data
 * and can mount under a screen that does not (the event-planners layout and home page).
 */
export function withQueryScope<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): () => Promise<{ default: ComponentType<Props> }> {
  return async () => {
    const [module, { QueryScope }] = await Promise.all([load(), loadQueryScope()]);
    const Inner: ComponentType<Props> = module.default;
    return {
      default: (props: Props) => (
        <QueryScope>
          <Inner {...props} />
        </QueryScope>
      ),
    };
  };
}

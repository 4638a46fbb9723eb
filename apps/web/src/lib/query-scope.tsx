// TanStack Query's provider over a part of the screen, loaded with the first part that reads server data. Every
// scope under one app shares the app's cache (lib/query-host.tsx); under an existing provider (a test's, or an
// outer scope) it adds nothing.
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { createQueryClient } from './query-client.ts';
import { QueryHostContext } from './query-host-context.ts';

// Outside any app (a component rendered alone): one cache for the page's life, as the app would have.
let loneClient: QueryClient | undefined;

function hostedClient(host: { client?: QueryClient } | null): QueryClient {
  if (host) {
    host.client ??= createQueryClient();
    return host.client;
  }
  loneClient ??= createQueryClient();
  return loneClient;
}

export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const host = useContext(QueryHostContext);
  if (outer) return children;
  return <QueryClientProvider client={hostedClient(host)}>{children}</QueryClientProvider>;
}

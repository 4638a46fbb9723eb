// Where the app's one query cache is kept once something has asked for it. Apart from query-host.tsx, which loads
// query-scope.tsx, so that the scope can find the cache without importing its loader back.
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/** Holds the app's one query cache once something has asked for it. */
export type QueryHost = { client?: QueryClient };

export const QueryHostContext = createContext<QueryHost | null>(null);

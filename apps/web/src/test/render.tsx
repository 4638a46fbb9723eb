// Renders a component the way the app does: fresh query cache (no retries, so failures show at once) and a router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

type Options = Omit<RenderOptions, 'wrapper'> & { route?: string; queryClient?: QueryClient };

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient, ...options }: Options = {},
) {
  const client = queryClient ?? createTestQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
    options,
  );
  return { ...result, queryClient: client };
}

/** A fetch Response with a JSON body, for stubbing the global fetch. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

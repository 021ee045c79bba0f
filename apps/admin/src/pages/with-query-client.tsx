import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** Server data of the signed-in pages (TanStack Query), one cache for all of them. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/**
 * Wraps a menu page in the shared query cache. It is loaded with the first page that reads server
 * data, so neither /login nor the chrome carries TanStack Query.
 * @example
 * const Page = withQueryClient((await import('./system/user/index.tsx')).default);
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function QueryPage() {
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}

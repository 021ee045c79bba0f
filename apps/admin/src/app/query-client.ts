import { QueryClient } from '@tanstack/react-query';

/** Server data of the signed-in pages (TanStack Query), one cache for all of them. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

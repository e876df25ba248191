import { QueryClient } from '@tanstack/react-query';

/** One client for the whole console, so logging out can drop every cached answer. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

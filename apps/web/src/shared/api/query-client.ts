import { QueryClient } from '@tanstack/react-query';

/** Server state of the signed-in screens. */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The request layer already tells the user about failures; no silent retry storms.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one server-data cache. react-query is a shared singleton, so remotes that call useQuery inside
 * the shell use the shell's client; a remote's standalone page makes its own with the same settings.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Game data changes with a data release, not while a page is open.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

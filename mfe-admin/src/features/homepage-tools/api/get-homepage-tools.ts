import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@eoa/api-client';
import type { AdminHomepageTool } from '@eoa/contracts';

export const HOMEPAGE_TOOLS_QUERY_KEY = ['admin', 'homepage-tools'] as const;

export const getHomepageTools = (signal?: AbortSignal) => apiGet<AdminHomepageTool[]>('/admin/homepage-tools', { signal });

/** GET /admin/homepage-tools — the home page's tools in card order, with their In Development flag. */
export function useHomepageTools() {
  return useQuery({ queryKey: HOMEPAGE_TOOLS_QUERY_KEY, queryFn: ({ signal }) => getHomepageTools(signal) });
}

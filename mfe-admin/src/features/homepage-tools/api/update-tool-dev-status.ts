import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@eoa/api-client';
import type { AdminHomepageTool, HomepageToolDevStatus } from '@eoa/contracts';
import { HOMEPAGE_TOOLS_QUERY_KEY } from './get-homepage-tools';

// The public home page's own query (shell): dropped so the badge shows at once when the admin goes there.
const PUBLIC_TOOLS_STATUS_KEY = ['homepage', 'tools-status'] as const;

export const updateToolDevStatus = (toolId: string, body: HomepageToolDevStatus) =>
  apiPut<AdminHomepageTool>(`/admin/homepage-tools/${encodeURIComponent(toolId)}/dev-status`, body);

/** PUT /admin/homepage-tools/{toolId}/dev-status; the saved tool replaces its row. */
export function useUpdateToolDevStatus(toolId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isInDevelopment: boolean) => updateToolDevStatus(toolId, { isInDevelopment }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AdminHomepageTool[]>(HOMEPAGE_TOOLS_QUERY_KEY, (tools) => tools?.map((tool) => (tool.toolId === saved.toolId ? saved : tool)));
      void queryClient.invalidateQueries({ queryKey: PUBLIC_TOOLS_STATUS_KEY });
    },
  });
}

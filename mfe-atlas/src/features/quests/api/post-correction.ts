import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@eoa/api-client';
import type { CorrectionCreated, CorrectionSubmission } from '@eoa/contracts';

/** POST /api/corrections — a quest correction (entityType Quest); the public list gets a new first row. */
export function useSubmitCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: CorrectionSubmission) => apiPost<CorrectionCreated>('/corrections', submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['corrections'] }),
  });
}

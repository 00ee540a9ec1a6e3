import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@eoa/api-client';
import type { CorrectionCreated, CorrectionSubmission } from '@eoa/contracts';

/** POST /api/corrections — a bug report is a correction with entityType 'Bug' (see build-bug-report.ts). */
export function createCorrection(submission: CorrectionSubmission): Promise<CorrectionCreated> {
  return apiPost<CorrectionCreated>('/corrections', submission);
}

export function useCreateCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCorrection,
    // The public list ('corrections' queries) now has a new first row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['corrections'] }),
  });
}

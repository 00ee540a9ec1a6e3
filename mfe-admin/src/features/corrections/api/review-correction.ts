import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@eoa/api-client';
import type { AdminCorrection, CorrectionReviewAction, CorrectionReviewRequest } from '@eoa/contracts';
import { applyCorrectionWrite } from './corrections-cache';

export const reviewCorrection = (id: number, action: CorrectionReviewAction, body: CorrectionReviewRequest) =>
  apiPut<AdminCorrection>(`/admin/corrections/${id}/${action}`, body);

/** PUT /admin/corrections/{id}/approve | reject | in-progress | fixed with the optional admin notes. */
export function useReviewCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ correction, action, adminNotes }: { correction: AdminCorrection; action: CorrectionReviewAction; adminNotes: string }) =>
      reviewCorrection(correction.id, action, { adminNotes: adminNotes.trim() === '' ? null : adminNotes }),
    onSuccess: (saved, { correction }) => applyCorrectionWrite(queryClient, { before: correction, after: saved }),
  });
}

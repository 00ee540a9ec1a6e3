import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@eoa/api-client';
import type { AdminCorrection } from '@eoa/contracts';
import { applyCorrectionWrite } from './corrections-cache';

export const deleteCorrection = (id: number) => apiDelete<void>(`/admin/corrections/${id}`);

/** DELETE /admin/corrections/{id}. */
export function useDeleteCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correction: AdminCorrection) => deleteCorrection(correction.id),
    onSuccess: (_answer, correction) => applyCorrectionWrite(queryClient, { before: correction, after: null }),
  });
}

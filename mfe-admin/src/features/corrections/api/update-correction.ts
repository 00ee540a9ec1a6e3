import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@eoa/api-client';
import type { AdminCorrection, CorrectionEdit } from '@eoa/contracts';
import { applyCorrectionWrite } from './corrections-cache';

export const updateCorrection = (id: number, edit: CorrectionEdit) => apiPut<AdminCorrection>(`/admin/corrections/${id}`, edit);

/** PUT /admin/corrections/{id} with every editable field (any status, spec 3 §4). */
export function useUpdateCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ correction, edit }: { correction: AdminCorrection; edit: CorrectionEdit }) => updateCorrection(correction.id, edit),
    onSuccess: (saved, { correction }) => applyCorrectionWrite(queryClient, { before: correction, after: saved }),
  });
}

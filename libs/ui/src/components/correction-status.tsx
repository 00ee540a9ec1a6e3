import type { CorrectionStatus } from '@eoa/contracts';
import { Badge, type BadgeTone } from './badge';

/**
 * A correction's status colour (spec: pending orange, in progress blue, approved green, fixed teal, rejected red) —
 * the public corrections list and the admin review show the same.
 */
export const CORRECTION_STATUS_TONES: Readonly<Record<CorrectionStatus, BadgeTone>> = {
  pending: 'orange',
  in_progress: 'blue',
  approved: 'green',
  fixed: 'teal',
  rejected: 'red',
};

export interface CorrectionStatusBadgeProps {
  status: CorrectionStatus;
  /** The status as the screen names it: the public list and the admin review each translate it in their namespace. */
  label: string;
}

/** A correction's status in its colour; a status this build does not know (a newer server) is grey. */
export function CorrectionStatusBadge({ status, label }: CorrectionStatusBadgeProps) {
  return <Badge tone={CORRECTION_STATUS_TONES[status] ?? 'grey'}>{label}</Badge>;
}

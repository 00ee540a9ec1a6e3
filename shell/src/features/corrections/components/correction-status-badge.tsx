import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@eoa/ui';
import type { CorrectionStatus } from '@eoa/contracts';

/** Spec §3: pending orange, in progress blue, approved green, fixed teal, rejected red. */
export const STATUS_TONES: Record<CorrectionStatus, BadgeTone> = {
  pending: 'orange',
  in_progress: 'blue',
  approved: 'green',
  fixed: 'teal',
  rejected: 'red',
};

export function CorrectionStatusBadge({ status }: { status: CorrectionStatus }) {
  const { t } = useTranslation('shell');
  return <Badge tone={STATUS_TONES[status] ?? 'grey'}>{t(`corrections.status.${status}`, { defaultValue: status })}</Badge>;
}

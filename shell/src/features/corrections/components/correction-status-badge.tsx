import { useTranslation } from 'react-i18next';
import { Badge, CORRECTION_STATUS_TONES } from '@eoa/ui';
import type { CorrectionStatus } from '@eoa/contracts';

export function CorrectionStatusBadge({ status }: { status: CorrectionStatus }) {
  const { t } = useTranslation('shell');
  return <Badge tone={CORRECTION_STATUS_TONES[status] ?? 'grey'}>{t(`corrections.status.${status}`, { defaultValue: status })}</Badge>;
}

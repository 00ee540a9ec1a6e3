import { useTranslation } from 'react-i18next';
import type { CorrectionEntityType, CorrectionStatus } from '@eoa/contracts';
import { Badge, CORRECTION_STATUS_TONES } from '@eoa/ui';
import { ENTITY_TONES } from '../lib/correction-display';

/** A correction's status in its colour (spec 3 §4); in_progress reads "In Progress". */
export function CorrectionStatusBadge({ status }: { status: CorrectionStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={CORRECTION_STATUS_TONES[status]}>{t(`corrections.status.${status}`)}</Badge>;
}

/** Quest, NPC or Bug Report. */
export function EntityTypeBadge({ entityType }: { entityType: CorrectionEntityType }) {
  const { t } = useTranslation('admin');
  return <Badge tone={ENTITY_TONES[entityType]}>{t(`corrections.entityTypes.${entityType}`)}</Badge>;
}

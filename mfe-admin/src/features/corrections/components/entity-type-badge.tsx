import { useTranslation } from 'react-i18next';
import type { CorrectionEntityType } from '@eoa/contracts';
import { Badge } from '@eoa/ui';
import { ENTITY_TONES } from '../lib/correction-display';

/** Quest, NPC or Bug Report. */
export function EntityTypeBadge({ entityType }: { entityType: CorrectionEntityType }) {
  const { t } = useTranslation('admin');
  return <Badge tone={ENTITY_TONES[entityType]}>{t(`corrections.entityTypes.${entityType}`)}</Badge>;
}

import { useTranslation } from 'react-i18next';
import type { ItemDropSource } from '@eoa/contracts';
import { dropChanceBand, formatDropChance, isGuaranteedSource } from '@eoa/game-rules';
import { classNames } from '../class-names';

export interface DropChanceProps {
  chance: number | null | undefined;
  /** Whose chance it is: recipes and quests at 100 % keep their number (spec 1 §9); default a mob's. */
  sourceType?: ItemDropSource['sourceType'];
  className?: string;
}

/** A drop chance in its colour band: "Guaranteed", or the percentage to one decimal. Nothing for no chance. */
export function DropChance({ chance, sourceType = 0, className }: DropChanceProps) {
  const { t } = useTranslation('common');
  if (typeof chance !== 'number' || !Number.isFinite(chance)) return null;
  const guaranteed = isGuaranteedSource({ sourceType, dropChance: chance });
  return (
    <span className={classNames('eoa-drop-chance', `eoa-drop-chance--${dropChanceBand(chance)}`, className)}>
      {guaranteed ? t('item.guaranteed') : t('item.percent', { value: formatDropChance(chance) })}
    </span>
  );
}

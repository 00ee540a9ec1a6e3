import { useCallback } from 'react';
import type { Item } from '@eoa/contracts';
import { useBuilder } from '../../../shared/builder-context';
import { ItemComparison } from './item-comparison';
import { ItemsView } from './items-view';
import { useEquipFromList } from '../hooks/use-equip-from-list';
import { useUpgradeContext } from '../hooks/use-upgrade-context';
import '../items.css';

/** The Items tab (/character-builder): the catalog's list with its filters and the upgrade finder. */
export function ItemsTab() {
  const { catalog, gameData, buildInput, equipContext, selectedSlot, refuse } = useBuilder();
  const upgrade = useUpgradeContext(gameData, buildInput, equipContext);
  const equipFromList = useEquipFromList(selectedSlot, equipContext, refuse);
  const tooltipExtra = useCallback((item: Item) => <ItemComparison item={item} />, []);
  return <ItemsView catalog={catalog} upgrade={upgrade} selectedSlot={selectedSlot} onEquip={equipFromList} tooltipExtra={tooltipExtra} />;
}

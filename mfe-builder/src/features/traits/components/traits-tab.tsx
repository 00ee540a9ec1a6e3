import { useBuilder } from '../../../shared/builder-context';
import { TraitsView } from './traits-view';

/** The Traits tab (/character-builder/traits): the trait slots open at the level and the list to equip from. */
export function TraitsTab() {
  const { gameData, openTraitSlots, selectedTraitSlot, selectTraitSlot, equipTrait } = useBuilder();
  return <TraitsView traits={gameData?.traits ?? []} open={openTraitSlots} selected={selectedTraitSlot} onSelect={selectTraitSlot} onEquip={equipTrait} />;
}

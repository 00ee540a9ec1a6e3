import type { EquipmentSlot } from '@eoa/contracts';

/** The equipment panel's slots in the spec's arrangement (spec 1 §2), four to a row. */
export const SLOT_LAYOUT: readonly EquipmentSlot[] = [
  'earring1', 'earring2', 'shoulders', 'head',
  'bracelet1', 'bracelet2', 'chest', 'necklace',
  'back', 'ring1', 'ring2', 'boots',
  'gloves', 'pocket', 'legs', 'mainHand',
  'offHand', 'ranged', 'craftingTool',
];

/** The picture of an empty slot (and an equipped item's fallback); an unknown slot shows a question mark. */
const SLOT_EMOJI: Readonly<Record<EquipmentSlot, string>> = {
  head: '🪖', shoulders: '🎽', back: '🧣', chest: '🥋', gloves: '🧤', legs: '👖', boots: '🥾',
  mainHand: '🗡️', offHand: '🛡️', ranged: '🏹', necklace: '📿', pocket: '👝', ring1: '💍', ring2: '💍',
  bracelet1: '⌚', bracelet2: '⌚', earring1: '✨', earring2: '✨', craftingTool: '🔨',
};

export function slotEmoji(slot: string): string {
  return (SLOT_EMOJI as Record<string, string>)[slot] ?? '❓';
}

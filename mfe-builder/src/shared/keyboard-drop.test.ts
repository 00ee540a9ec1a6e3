/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import { accepts, centredOn, dragAnnouncements, nearestInDirection, type Rect } from './keyboard-drop';
import { GREATSWORD, HELM, VALOUR } from '../testing/builder-fixture';

const box = (left: number, top: number, width = 40, height = 40): Rect => ({ left, top, width, height });

// A little board worked by hand: the dragged card at (200, 200); slots around it.
const from = box(200, 200);
const slots = [
  { id: 'left-near-off-line', rect: box(150, 260) }, // dx −50, dy +60 → 50 + 120 = 170
  { id: 'left-far-in-line', rect: box(60, 205) }, // dx −140, dy +5 → 140 + 10 = 150
  { id: 'right', rect: box(300, 200) },
  { id: 'above', rect: box(200, 100) },
  { id: 'level-with', rect: box(200, 200) },
];

describe('keyboard drop: the next slot in a direction', () => {
  it('takes the slot beyond the card on that axis, a slot in line before a nearer one off to the side', () => {
    expect(nearestInDirection(from, slots, 'ArrowLeft')?.id).toBe('left-far-in-line');
    expect(nearestInDirection(from, slots, 'ArrowRight')?.id).toBe('right');
    expect(nearestInDirection(from, slots, 'ArrowUp')?.id).toBe('above');
    expect(nearestInDirection(from, slots, 'ArrowDown')?.id).toBe('left-near-off-line');
  });
  it('has none where nothing lies that way (the slot under the card is not "beyond" it)', () => {
    expect(nearestInDirection(from, [slots[4]!], 'ArrowLeft')).toBeNull();
    expect(nearestInDirection(box(0, 0), slots, 'ArrowUp')).toBeNull();
  });
  it('centres the dragged card on the chosen slot', () => {
    expect(centredOn(box(100, 100, 60, 60), { width: 40, height: 20 })).toEqual({ x: 110, y: 120 });
  });
});

describe('keyboard drop: where a drag stops', () => {
  it('a virtue at virtue slots only, an item at its own slots and the off-hand, an equipped item anywhere', () => {
    const virtue = { kind: 'trait', trait: VALOUR } as const;
    expect(accepts(virtue, { kind: 'trait-slot', slotType: 'virtue', slotIndex: 0 })).toBe(true);
    expect(accepts(virtue, { kind: 'trait-slot', slotType: 'class', slotIndex: 0 })).toBe(false);
    expect(accepts(virtue, { kind: 'equipment-slot', slot: 'head' })).toBe(false);
    const helm = { kind: 'item', item: HELM } as const;
    expect(accepts(helm, { kind: 'equipment-slot', slot: 'head' })).toBe(true);
    expect(accepts(helm, { kind: 'equipment-slot', slot: 'chest' })).toBe(false);
    expect(accepts({ kind: 'item', item: GREATSWORD }, { kind: 'equipment-slot', slot: 'mainHand' })).toBe(true);
    expect(accepts({ kind: 'equipped', slot: 'head', item: HELM }, { kind: 'equipment-slot', slot: 'ring1' })).toBe(true);
    expect(accepts(null, { kind: 'equipment-slot', slot: 'head' })).toBe(false);
  });
});

describe('keyboard drop: what a screen reader hears', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
  const announce = dragAnnouncements(t as unknown as TFunction);
  const active = { id: 'trait:11', data: { current: { kind: 'trait', trait: VALOUR } } } as never;
  it('names the dragged trait and the slot it is over, in the page language', () => {
    expect(announce.onDragStart({ active })).toBe('dnd.pickedUp{"name":"Valour"}');
    const over = { id: 'trait-slot:virtue:1', data: { current: { kind: 'trait-slot', slotType: 'virtue', slotIndex: 1 } } } as never;
    expect(announce.onDragOver({ active, over })).toBe('dnd.over{"name":"Valour","target":"traits.slotLabel{\\"type\\":\\"traits.types.virtue\\",\\"n\\":2}"}');
    const slot = { id: 'slot:head', data: { current: { kind: 'equipment-slot', slot: 'head' } } } as never;
    expect(announce.onDragEnd({ active, over: slot })).toBe('dnd.dropped{"name":"Valour","target":"slots.head"}');
    expect(announce.onDragCancel({ active, over: null })).toBe('dnd.cancelled{"name":"Valour"}');
  });
});

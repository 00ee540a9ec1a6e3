// Dragging from the keyboard (Space picks up, Space or Enter drops, Escape cancels): an arrow key moves the
// dragged card to the nearest slot that can take it in that direction, instead of 25 px at a time — a player
// reaches any of the 19 equipment slots (or a trait slot) in a few key presses, and each stop is a real target.

import type { Announcements, KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { natureFitsSlot, slotsForItem } from '@eoa/game-rules';
import { dragDataOf, dropDataOf, type DragData, type DropData } from './dnd';

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Direction = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

const DIRECTIONS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * Whether the keyboard stops at a target for what is dragged: a trait at the slots of its nature; a catalog item
 * at its slots (and the off-hand, which the drop check may allow); an equipped item at every slot (a swap).
 * The drop itself is still judged by the rules, with their message.
 */
export function accepts(dragged: DragData | null, target: DropData | null): boolean {
  if (!dragged || !target) return false;
  if (dragged.kind === 'trait') return target.kind === 'trait-slot' && natureFitsSlot(dragged.trait.nature, target.slotType);
  if (target.kind !== 'equipment-slot') return false;
  return dragged.kind === 'equipped' || target.slot === 'offHand' || slotsForItem(dragged.item).includes(target.slot);
}

const centre = (rect: Rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });

/**
 * The nearest of `targets` from `from` in the direction: its centre must lie beyond `from`'s centre on that
 * axis; the distance across the axis counts double, so a slot in line wins over a closer one off to the side.
 */
export function nearestInDirection<T extends { rect: Rect }>(from: Rect, targets: readonly T[], direction: Direction): T | null {
  const origin = centre(from);
  let best: T | null = null;
  let bestScore = Infinity;
  for (const target of targets) {
    const c = centre(target.rect);
    const dx = c.x - origin.x;
    const dy = c.y - origin.y;
    const along = direction === 'ArrowLeft' ? -dx : direction === 'ArrowRight' ? dx : direction === 'ArrowUp' ? -dy : dy;
    const across = direction === 'ArrowLeft' || direction === 'ArrowRight' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = target;
    }
  }
  return best;
}

/** The top-left corner that centres a box of `size` on `target`. */
export function centredOn(target: Rect, size: Pick<Rect, 'width' | 'height'>): { x: number; y: number } {
  return { x: target.left + (target.width - size.width) / 2, y: target.top + (target.height - size.height) / 2 };
}

/** dnd-kit's keyboard coordinate getter for the builder: arrows jump between the slots that accept the drag. */
export const jumpToAcceptingSlot: KeyboardCoordinateGetter = (event, { context }) => {
  if (!DIRECTIONS.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const dragged = dragDataOf(context.active?.data.current);
  const targets = droppableContainers
    .getEnabled()
    .filter((container) => accepts(dragged, dropDataOf(container.data.current)))
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    });
  const next = nearestInDirection(collisionRect, targets, event.code as Direction);
  return next ? centredOn(next.rect, collisionRect) : undefined;
};

/** How a screen reader names what is dragged and where it is over, in the page's language. */
export function dragAnnouncements(t: TFunction): Announcements {
  const draggedName = (data: unknown) => {
    const dragged = dragDataOf(data);
    if (!dragged) return '';
    return dragged.kind === 'trait' ? dragged.trait.localizedName || dragged.trait.name : dragged.item.localizedName || dragged.item.name;
  };
  const targetName = (data: unknown) => {
    const target = dropDataOf(data);
    if (!target) return '';
    return target.kind === 'equipment-slot'
      ? t(`slots.${target.slot}`)
      : t('traits.slotLabel', { type: t(`traits.types.${target.slotType}`), n: target.slotIndex + 1 });
  };
  return {
    onDragStart: ({ active }) => t('dnd.pickedUp', { name: draggedName(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { name: draggedName(active.data.current), target: targetName(over.data.current) }) : t('dnd.overNothing', { name: draggedName(active.data.current) }),
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { name: draggedName(active.data.current), target: targetName(over.data.current) }) : t('dnd.droppedNowhere', { name: draggedName(active.data.current) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { name: draggedName(active.data.current) }),
  };
}

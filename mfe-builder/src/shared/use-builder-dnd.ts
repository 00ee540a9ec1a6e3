import { useMemo, useState } from 'react';
import {
  KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, useSensor, useSensors, type CollisionDetection, type DndContextProps, type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { EquipContext } from '@eoa/game-rules';
import { useBuildStore } from './build-state/build-store';
import type { EquipTrait } from './build-state/use-equip-trait';
import { dragDataOf, dropDataOf, type DragData } from './dnd';
import type { Refusal } from './hooks/use-refusal';
import { dragAnnouncements, jumpToAcceptingSlot } from './keyboard-drop';
import { refusalText } from './refusal-text';

/** The slot under the pointer wins (where the player aims); from the keyboard, the slot the dragged card overlaps. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

/**
 * One drag and drop for the builder: items and equipped items onto slots, traits onto trait slots. The keyboard
 * picks up with Space and drops with Space or Enter (Enter alone equips, as a double-click does). Returns the
 * DndContext's props and what is being dragged (for the drag preview).
 */
export function useBuilderDnd(equipContext: EquipContext, equipTrait: EquipTrait, refuse: (refusal: Refusal | null) => void) {
  const { t } = useTranslation('builder');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] }, coordinateGetter: jumpToAcceptingSlot }),
  );
  const accessibility = useMemo(() => ({ announcements: dragAnnouncements(t), screenReaderInstructions: { draggable: t('dnd.instructions') } }), [t]);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const onDragStart = (event: DragStartEvent) => setDragging(dragDataOf(event.active.data.current));
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const from = dragDataOf(event.active.data.current);
    const to = dropDataOf(event.over?.data.current);
    if (!from || !to) return;
    const build = useBuildStore.getState();
    if (to.kind === 'equipment-slot' && from.kind === 'item') {
      const refused = build.equip(equipContext, from.item, to.slot);
      refuse(refused ? { slot: to.slot, text: refusalText(refused.message, t) } : null);
    } else if (to.kind === 'equipment-slot' && from.kind === 'equipped') {
      const refused = build.swap(equipContext, from.slot, to.slot);
      refuse(refused ? { slot: to.slot, text: refusalText(refused.message, t) } : null);
    } else if (to.kind === 'trait-slot' && from.kind === 'trait') {
      equipTrait(from.trait, to.slotType, to.slotIndex);
    }
  };
  const dndProps: DndContextProps = { sensors, collisionDetection, accessibility, onDragStart, onDragEnd, onDragCancel: () => setDragging(null) };
  return { dndProps, dragging };
}

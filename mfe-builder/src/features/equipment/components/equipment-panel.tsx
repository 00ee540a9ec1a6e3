import { memo, type MouseEvent, useState } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { FOOD_BUFF_AMOUNTS, PRIMARY_STATS, type EquipmentSlot, type Item, type PrimaryStat } from '@eoa/contracts';
import { checkEquip, equippedSlotCount, type EquipContext } from '@eoa/game-rules';
import { Button, classNames, ItemIcon, ItemTooltip } from '@eoa/ui';
import { useBuildStore } from '../../../shared/build-state/build-store';
import { dragId, dropId, type DragData, type DropData } from '../../../shared/dnd';
import { SLOT_LAYOUT, slotEmoji } from '../lib/slot-layout';
import '../equipment.css';
import '../../../shared/drop-targets.css';

export interface EquipmentPanelProps {
  /** The rules' context (class, level, dual wielding) for the drop check while dragging. */
  equipContext: EquipContext;
  selectedSlot: EquipmentSlot | null;
  onSelectSlot: (slot: EquipmentSlot | null) => void;
  /** A refusal to show on a slot (the spec's text, translated), with the slot it belongs to. */
  refusal: { slot?: EquipmentSlot; text: string } | null;
}

interface EquipmentSlotButtonProps {
  slot: EquipmentSlot;
  item: Item | null;
  label: string;
  selected: boolean;
  equipContext: EquipContext;
  onSelect: () => void;
  onContextMenu: (event: MouseEvent) => void;
}

/**
 * One slot: a drop target for items (green when the drop check passes, red when it refuses) and, when it holds
 * an item, a drag source for swapping with another slot.
 */
function EquipmentSlotButton({ slot, item, label, selected, equipContext, onSelect, onContextMenu }: EquipmentSlotButtonProps) {
  const { t } = useTranslation('builder');
  const equipment = useBuildStore((s) => s.equipment);
  const drop = useDroppable({ id: dropId.equipmentSlot(slot), data: { kind: 'equipment-slot', slot } satisfies DropData });
  const dragData: DragData | undefined = item ? { kind: 'equipped', slot, item } : undefined;
  const drag = useDraggable({ id: dragId.equipped(slot), data: dragData, disabled: !item });
  const dragged = drop.active?.data.current as DragData | undefined;
  let dropState: 'ok' | 'refused' | null = null;
  if (drop.isOver && dragged && (dragged.kind === 'item' || dragged.kind === 'equipped')) {
    const refused = dragged.kind === 'item' ? checkEquip(equipContext, equipment, dragged.item, slot) : null;
    dropState = refused ? 'refused' : 'ok';
  }
  const setRef = (node: HTMLButtonElement | null) => {
    drop.setNodeRef(node);
    drag.setNodeRef(node);
  };
  const button = (
    <button
      type="button"
      ref={setRef}
      className={classNames('builder-slot', selected && 'builder-slot--selected', item && 'builder-slot--filled', dropState && `builder-drop--${dropState}`, drag.isDragging && 'builder-dragging')}
      {...(item ? drag.attributes : {})}
      {...(item ? drag.listeners : {})}
      aria-pressed={selected}
      aria-label={item ? t('equipment.slotWithItem', { slot: label, item: item.localizedName || item.name }) : label}
      data-slot={slot}
      onClick={onSelect}
      onContextMenu={onContextMenu}
    >
      {item ? <ItemIcon icon={item.icon} quality={item.quality} size={40} fallback={slotEmoji(slot)} /> : <SlotPicture slot={slot} />}
      <span className="builder-slot__label">{label}</span>
    </button>
  );
  return item ? <ItemTooltip item={item}>{button}</ItemTooltip> : button;
}

/** An empty slot's picture (GET /api/icons/slot-{slot}); the slot's emoji when it cannot be loaded. */
function SlotPicture({ slot }: { slot: EquipmentSlot }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="builder-slot__empty" aria-hidden="true">
      {failed ? slotEmoji(slot) : <img src={`/api/icons/slot-${slot}`} alt="" width={44} height={44} onError={() => setFailed(true)} />}
    </span>
  );
}

/** The buff slots' pictures, drawn here (no emoji font needed): a star for IDOME, a loaf for food. */
function BuffGlyph({ kind }: { kind: 'idome' | 'food' }) {
  return (
    <svg className="builder-slot__glyph" viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
      {kind === 'idome' ? (
        <path d="M12 2l2.9 6.2 6.8.7-5.1 4.6 1.5 6.7L12 16.8 5.9 20.2l1.5-6.7L2.3 8.9l6.8-.7z" fill="currentColor" />
      ) : (
        <path d="M4 13c0-4 3.6-7 8-7s8 3 8 7v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm4-1.5h1.5M11 10.5h2M14.5 11.5H16" fill="currentColor" stroke="rgba(0,0,0,.45)" strokeWidth="1.4" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** IDOME toggles on click; food: choose a stat and +24/+41; clicking the active food slot clears it. */
function BuffSlots() {
  const { t } = useTranslation('builder');
  const buffs = useBuildStore((s) => s.buffs);
  const toggleIdome = useBuildStore((s) => s.toggleIdome);
  const chooseFood = useBuildStore((s) => s.chooseFood);
  const clearFood = useBuildStore((s) => s.clearFood);
  const [choosing, setChoosing] = useState(false);
  const [stat, setStat] = useState<PrimaryStat>('might');
  const food = buffs.foodBuff;
  const foodLabel = food.active && food.stat ? t('buffs.foodActive', { amount: food.amount, stat: t(`stats.${food.stat}`) }) : t('buffs.foodTitle');

  return (
    <>
      <button
        type="button"
        className={classNames('builder-slot builder-slot--buff', buffs.idomeActive && 'builder-slot--active')}
        aria-pressed={buffs.idomeActive}
        title={t('buffs.idomeTitle')}
        aria-label={t('buffs.idomeTitle')}
        onClick={toggleIdome}
      >
        <BuffGlyph kind="idome" />
        <span className="builder-slot__label">{t('buffs.idome')}</span>
      </button>
      <div className="builder-food">
        <button
          type="button"
          className={classNames('builder-slot builder-slot--buff', food.active && 'builder-slot--active')}
          aria-pressed={food.active}
          aria-expanded={!food.active ? choosing : undefined}
          title={foodLabel}
          aria-label={foodLabel}
          onClick={() => (food.active ? clearFood() : setChoosing((open) => !open))}
        >
          <BuffGlyph kind="food" />
          <span className="builder-slot__label">{food.active && food.stat ? `+${food.amount}` : t('buffs.food')}</span>
        </button>
        {choosing && !food.active ? (
          <div className="builder-food__chooser" role="group" aria-label={t('buffs.foodTitle')}>
            <select aria-label={t('buffs.foodStat')} value={stat} onChange={(event) => setStat(event.target.value as PrimaryStat)}>
              {PRIMARY_STATS.map((name) => (
                <option key={name} value={name}>
                  {t(`stats.${name}`)}
                </option>
              ))}
            </select>
            {FOOD_BUFF_AMOUNTS.map((amount) => (
              <Button
                key={amount}
                size="sm"
                onClick={() => {
                  chooseFood(stat, amount);
                  setChoosing(false);
                }}
              >
                +{amount}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * The 19 equipment slots in the spec's arrangement with the buff slots. Click selects a slot (the item list
 * then shows what fits it), right-click or the × empties it, hovering an item shows its tooltip.
 */
export const EquipmentPanel = memo(function EquipmentPanel({ equipContext, selectedSlot, onSelectSlot, refusal }: EquipmentPanelProps) {
  const { t } = useTranslation('builder');
  const equipment = useBuildStore((s) => s.equipment);
  const unequip = useBuildStore((s) => s.unequip);
  const clearAll = useBuildStore((s) => s.clearAll);
  const count = equippedSlotCount(equipment);

  const onContextMenu = (slot: EquipmentSlot) => (event: MouseEvent) => {
    if (!equipment[slot]) return;
    event.preventDefault();
    unequip(slot);
  };

  return (
    <section className="builder-panel builder-equipment" aria-label={t('equipment.title')}>
      <header className="builder-panel__header">
        <h2>{t('equipment.title')}</h2>
        <span className="builder-muted">{t('equipment.count', { count, total: SLOT_LAYOUT.length })}</span>
        <Button size="sm" variant="ghost" onClick={clearAll} disabled={count === 0}>
          {t('equipment.clearAll')}
        </Button>
      </header>
      <div className="builder-slots">
        {SLOT_LAYOUT.map((slot) => {
          const item = equipment[slot];
          const label = t(`slots.${slot}`);
          const selected = selectedSlot === slot;
          return (
            <div key={slot} className="builder-slot-cell">
              <EquipmentSlotButton slot={slot} item={item ?? null} label={label} selected={selected} equipContext={equipContext} onSelect={() => onSelectSlot(selected ? null : slot)} onContextMenu={onContextMenu(slot)} />
              {item ? (
                <button type="button" className="builder-slot__remove" aria-label={t('equipment.unequip', { slot: label })} onClick={() => unequip(slot)}>
                  ×
                </button>
              ) : null}
              {refusal?.slot === slot ? (
                <p className="builder-slot__refusal" role="alert">
                  {refusal.text}
                </p>
              ) : null}
            </div>
          );
        })}
        <BuffSlots />
      </div>
    </section>
  );
});

import { useMemo, useState, type MouseEvent } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { TRAIT_SLOT_TYPES, type Trait, type TraitSlotType } from '@eoa/contracts';
import {
  effectiveVirtueRank,
  formatStatValue,
  isTraitAvailable,
  natureFitsSlot,
  TRAIT_SLOT_TOTALS,
  traitAt,
  traitSlotState,
  virtueRankBonuses,
  type TraitSlotCounts,
} from '@eoa/game-rules';
import { Button, classNames, Tooltip } from '@eoa/ui';
import { useBuildStore } from '../../../shared/build-state/build-store';
import { dragId, dropId, type DragData, type DropData } from '../../../shared/dnd';
import '../../../shared/drop-targets.css';
import '../traits.css';

/** The list's category tabs: Racial covers racial and additional racial traits. */
const CATEGORIES = TRAIT_SLOT_TYPES;

export interface TraitsViewProps {
  traits: readonly Trait[];
  open: TraitSlotCounts;
  selected: { slotType: TraitSlotType; slotIndex: number } | null;
  onSelect: (slot: { slotType: TraitSlotType; slotIndex: number } | null) => void;
  /** Equip into the selected slot (or the first open empty slot of the trait's type); the page shows a refusal. */
  onEquip: (trait: Trait, slotType?: TraitSlotType, slotIndex?: number) => void;
}

function TraitIcon({ trait, size = 32 }: { trait: Trait; size?: number }) {
  return <img className="builder-trait__icon" src={`/api/icons/${trait.iconId}`} alt="" width={size} height={size} loading="lazy" />;
}

function TraitDetails({ trait, rank }: { trait: Trait; rank?: number }) {
  const { t } = useTranslation('builder');
  return (
    <div className="builder-trait-details">
      <strong>{trait.localizedName || trait.name}</strong>
      <p className="builder-muted">
        {t(`traits.natures.${trait.nature}`)} · {t('traits.minLevel', { level: trait.minLevel })}
        {trait.maxRank > 1 ? ` · ${t('traits.maxRank', { rank: trait.maxRank })}` : ''}
      </p>
      <ul>
        {trait.stats.map((stat, index) => {
          const raw = rank ? stat.rankValues?.[rank - 1] : undefined;
          // Values at a rank are stored like the item stats: fractions for percentages.
          const atRank = raw === undefined || raw === null ? null : formatStatValue(stat.isPercentage && Math.abs(raw) < 1 ? raw * 100 : raw, stat.isPercentage);
          const text = atRank ? `${atRank} ${stat.displayName ?? stat.name}` : (stat.localizedDescription ?? `${stat.displayValue ?? ''} ${stat.displayName ?? stat.name}`);
          return <li key={index}>{stat.descriptionOverride ?? text}</li>;
        })}
      </ul>
      {trait.description ? <p className="builder-muted">{trait.description}</p> : null}
    </div>
  );
}

interface SlotProps {
  slotType: TraitSlotType;
  slotIndex: number;
  open: TraitSlotCounts;
  traitsById: ReadonlyMap<number, Trait>;
  bonuses: ReadonlyMap<number, number>;
  selected: boolean;
  onSelect: () => void;
}

function TraitSlot({ slotType, slotIndex, open, traitsById, bonuses, selected, onSelect }: SlotProps) {
  const { t } = useTranslation('builder');
  const equipped = useBuildStore((s) => s.traits);
  const unequip = useBuildStore((s) => s.unequipTrait);
  const changeRank = useBuildStore((s) => s.changeRank);
  const state = traitSlotState(equipped, slotType, slotIndex, open);
  const entry = traitAt(equipped, slotType, slotIndex);
  const trait = entry ? traitsById.get(entry.traitId) : undefined;
  const data: DropData = { kind: 'trait-slot', slotType, slotIndex };
  const { setNodeRef, isOver, active } = useDroppable({ id: dropId.traitSlot(slotType, slotIndex), data, disabled: state === 'locked' });
  const dragged = active?.data.current as DragData | undefined;
  const fits = dragged?.kind === 'trait' && natureFitsSlot(dragged.trait.nature, slotType);
  const label = t('traits.slotLabel', { type: t(`traits.types.${slotType}`), n: slotIndex + 1 });

  const onContextMenu = (event: MouseEvent) => {
    if (!entry) return;
    event.preventDefault();
    unequip(slotType, slotIndex);
  };

  const body = (
    <button
      type="button"
      ref={setNodeRef}
      className={classNames(
        'builder-trait-slot',
        `builder-trait-slot--${state}`,
        selected && 'builder-trait-slot--selected',
        isOver && (fits ? 'builder-drop--ok' : 'builder-drop--refused'),
      )}
      aria-label={trait ? `${label}: ${trait.localizedName || trait.name}` : state === 'locked' ? t('traits.lockedLabel', { slot: label }) : label}
      aria-pressed={selected}
      disabled={state === 'locked'}
      onClick={onSelect}
      onContextMenu={onContextMenu}
    >
      {trait ? <TraitIcon trait={trait} size={36} /> : <span className="builder-trait-slot__empty" aria-hidden="true">{state === 'locked' ? '🔒' : '+'}</span>}
      {trait ? <span className="builder-trait-slot__name">{trait.localizedName || trait.name}</span> : null}
    </button>
  );
  return (
    <div className="builder-trait-slot-cell">
      {trait ? (
        <Tooltip content={<TraitDetails trait={trait} rank={entry?.rank} />}>{body}</Tooltip>
      ) : (
        body
      )}
      {trait && entry && slotType === 'virtue' && trait.maxRank > 1 ? (
        <div className="builder-rank" role="group" aria-label={t('traits.rankOf', { name: trait.localizedName || trait.name })}>
          <Button size="sm" variant="ghost" aria-label={t('traits.rankDown')} disabled={entry.rank <= 1} onClick={() => changeRank(slotType, slotIndex, -1, trait.maxRank)}>
            −
          </Button>
          <span className="builder-rank__value" title={t('traits.effectiveRank', { rank: effectiveVirtueRank(entry, bonuses) })}>
            {entry.rank}
            {bonuses.get(entry.traitId) ? <sup>+{bonuses.get(entry.traitId)}</sup> : null}
          </span>
          <Button size="sm" variant="ghost" aria-label={t('traits.rankUp')} disabled={entry.rank >= trait.maxRank} onClick={() => changeRank(slotType, slotIndex, 1, trait.maxRank)}>
            +
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function TraitCard({ trait, onEquip }: { trait: Trait; onEquip: () => void }) {
  const data: DragData = { kind: 'trait', trait };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId.trait(trait.id), data });
  return (
    <Tooltip content={<TraitDetails trait={trait} rank={1} />}>
      <button
        type="button"
        ref={setNodeRef}
        className={classNames('eoa-item-card builder-trait', isDragging && 'builder-dragging')}
        {...attributes}
        {...listeners}
        onDoubleClick={onEquip}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onEquip();
          else listeners?.onKeyDown?.(event);
        }}
      >
        <TraitIcon trait={trait} />
        <span className="builder-trait__name">{trait.localizedName || trait.name}</span>
      </button>
    </Tooltip>
  );
}

/** A trait card as the drag preview that follows the cursor. */
export function TraitDragPreview({ trait }: { trait: Trait }) {
  return (
    <div className="eoa-item-card builder-trait builder-drag-preview">
      <TraitIcon trait={trait} />
      <span className="builder-trait__name">{trait.localizedName || trait.name}</span>
    </div>
  );
}

/**
 * The Traits tab: the slot panel (Virtues, Race, Class, Legendary; locked above the level's open count; click
 * selects, right-click empties, virtue ranks with − and +) and the list of traits the character may take,
 * by category and name, without those already equipped. Drag a trait onto a slot, or double-click (Enter) it.
 */
export function TraitsView({ traits, open, selected, onSelect, onEquip }: TraitsViewProps) {
  const { t } = useTranslation('builder');
  const character = useBuildStore((s) => s.character);
  const equipped = useBuildStore((s) => s.traits);
  const [category, setCategory] = useState<TraitSlotType>('virtue');
  const [search, setSearch] = useState('');
  const traitsById = useMemo(() => new Map(traits.map((trait) => [trait.id, trait])), [traits]);
  const bonuses = useMemo(() => virtueRankBonuses(equipped, (id) => traitsById.get(id)), [equipped, traitsById]);
  const equippedIds = useMemo(() => new Set(equipped.map((e) => e.traitId)), [equipped]);
  const needle = search.trim().toLocaleLowerCase();
  const listed = traits.filter(
    (trait) =>
      natureFitsSlot(trait.nature, category) &&
      !equippedIds.has(trait.id) &&
      isTraitAvailable(trait, character.classId, character.raceId, character.level) &&
      (!needle || (trait.localizedName || trait.name).toLocaleLowerCase().includes(needle) || trait.name.toLocaleLowerCase().includes(needle)),
  );

  return (
    <div className="builder-traits">
      <section className="builder-trait-slots" aria-label={t('traits.slotsTitle')}>
        {TRAIT_SLOT_TYPES.map((slotType) => (
          <div key={slotType} className="builder-trait-section">
            <h3>
              {t(`traits.sections.${slotType}`)} <span className="builder-muted">{t('traits.open', { open: open[slotType], total: TRAIT_SLOT_TOTALS[slotType] })}</span>
            </h3>
            <div className="builder-trait-section__slots">
              {Array.from({ length: TRAIT_SLOT_TOTALS[slotType] }, (_, slotIndex) => (
                <TraitSlot
                  key={slotIndex}
                  slotType={slotType}
                  slotIndex={slotIndex}
                  open={open}
                  traitsById={traitsById}
                  bonuses={bonuses}
                  selected={selected?.slotType === slotType && selected.slotIndex === slotIndex}
                  onSelect={() => onSelect(selected?.slotType === slotType && selected.slotIndex === slotIndex ? null : { slotType, slotIndex })}
                />
              ))}
            </div>
          </div>
        ))}
      </section>
      <section className="builder-trait-list" aria-label={t('traits.listTitle')}>
        <div className="builder-trait-list__tabs" role="tablist" aria-label={t('traits.categories')}>
          {CATEGORIES.map((type) => (
            <button key={type} type="button" role="tab" aria-selected={category === type} className={classNames('builder-chip', category === type && 'builder-chip--active')} onClick={() => setCategory(type)}>
              {t(`traits.sections.${type}`)}
            </button>
          ))}
        </div>
        <input type="search" className="builder-trait-list__search" placeholder={t('traits.searchPlaceholder')} aria-label={t('traits.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        {listed.length === 0 ? (
          <p className="builder-muted">{t('traits.none')}</p>
        ) : (
          <div className="builder-trait-list__items">
            {listed.map((trait) => (
              <TraitCard key={trait.id} trait={trait} onEquip={() => onEquip(trait)} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

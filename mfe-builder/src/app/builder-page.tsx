import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, pointerWithin, rectIntersection, useSensor, useSensors, type CollisionDetection, type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_SLOTS, type BuildFile, type EquipmentSlot, type Item, type Trait, type TraitSlotType } from '@eoa/contracts';
import {
  CLASS_DISPLAY_NAMES, decodeShareLink, doubleClickSlot, equippedSlotCount, formulaSettings, isShareHash, isSlotLocked, slotTypeForNature, slotsForItem, TRAIT_SLOT_TOTALS, traitAt, type BuildInput, type EquipContext,
} from '@eoa/game-rules';
import { AppVersionStatus, downloadText, ErrorState, IconButton, ItemCard, LoadingState, Spinner, StatusBar, TabPanel, Tabs, ToolFrame } from '@eoa/ui';
import { BUILDER_VIEWS, parseBuilderView, type BuilderView } from '../builder-views';
import { CharacterPanel } from '../features/character/character-panel';
import { BuildFileActions } from '../features/builds/build-file-actions';
import { BuildsView } from '../features/builds/builds-view';
import { useRecentBuilds } from '../features/builds/recent-builds';
import { compareWithFile } from '../features/compare/compare-store';
import { CompareView } from '../features/compare/compare-view';
import { DebugView } from '../features/debug/debug-view';
import { EquipmentPanel } from '../features/equipment/equipment-panel';
import { FormulaEditor } from '../features/formulas/formula-editor';
import { ItemComparison } from '../features/items/item-comparison';
import { ItemsView } from '../features/items/items-view';
import { StatsPanel } from '../features/stats/stats-panel';
import { TraitDragPreview, TraitsView } from '../features/traits/traits-view';
import { dragDataOf, dropDataOf, type DragData } from '../shared/dnd';
import { dragAnnouncements, jumpToAcceptingSlot } from '../shared/keyboard-drop';
import { loadableOf, type LoadableBuild } from '../shared/build-state/build-io';
import { resolveBuild } from '../shared/build-state/resolve-build';
import { initialBuild, useBuildStore } from '../shared/build-state/build-store';
import { useFormulaStore } from '../shared/formula-store';
import { ComparisonContext } from '../shared/comparison-context';
import { useBuilderGameData } from '../shared/game-data/use-game-data';
import { useStatEngine } from '../shared/game-data/use-stat-engine';
import { useItemCatalog } from '../shared/item-catalog/use-item-catalog';
import { useStableCallback } from '../shared/use-stable-callback';
import { refusalText } from '../shared/refusal-text';
import '../styles/builder.css';
import { useAddressParams } from '../shared/use-address-params';

const TAB_IDS = 'builder-view';

/** The slot under the pointer wins (where the player aims); from the keyboard, the slot the dragged card overlaps. */
const collisionDetection: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};
/** How long a refusal stays on screen. */
const REFUSAL_MS = 4000;
const SLOT_PARAM = 'slot';
/** Compact mode (spec 1 §2): the sidebars fold away so the tab's view has the width; remembered in the browser. */
const COMPACT_KEY = 'eoa.builder.compact';

function readCompact(): boolean {
  try {
    return localStorage.getItem(COMPACT_KEY) === '1';
  } catch {
    return false;
  }
}

function parseSlot(value: string | null): EquipmentSlot | null {
  return (EQUIPMENT_SLOTS as readonly string[]).includes(value ?? '') ? (value as EquipmentSlot) : null;
}

/**
 * The character builder (/character-builder): character and equipment on the left, the tab's view in the
 * middle (kept in ?tab=, the selected slot in ?slot=), the stats on the right, computed in the page by the
 * engine of @eoa/game-rules after every change.
 */
export function BuilderPage() {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const [searchParams, setSearchParams] = useAddressParams();
  const view = parseBuilderView(searchParams.get('tab'));
  const selectedSlot = parseSlot(searchParams.get(SLOT_PARAM));
  const gameData = useBuilderGameData();
  const catalog = useItemCatalog();
  const engine = useStatEngine(gameData.data, catalog.items);
  const build = useBuildStore();
  const [refusal, setRefusal] = useState<{ slot?: EquipmentSlot; text: string } | null>(null);
  const [compact, setCompact] = useState(readCompact);
  const toggleCompact = () =>
    setCompact((on) => {
      try {
        localStorage.setItem(COMPACT_KEY, on ? '0' : '1');
      } catch {
        // Not remembered; the toggle still works.
      }
      return !on;
    });

  const classInfo = gameData.data?.classes.find((c) => c.id === build.character.classId);
  const equipContext: EquipContext = useMemo(
    () => ({ className: CLASS_DISPLAY_NAMES[build.character.classId], level: build.character.level, classInfo }),
    [build.character.classId, build.character.level, classInfo],
  );
  const formulaConfig = useFormulaStore((s) => s.configs[build.character.classId]);
  const buildInput: BuildInput = useMemo(
    () => ({
      className: build.character.classId,
      raceName: build.character.raceId,
      level: build.character.level,
      equipment: build.equipment,
      equippedTraits: build.traits,
      buffs: build.buffs,
      formulas: formulaSettings(formulaConfig),
    }),
    [build.character, build.equipment, build.traits, build.buffs, formulaConfig],
  );
  const result = useMemo(() => (engine ? engine.calculate(buildInput, { breakdown: true }) : null), [engine, buildInput]);

  useEffect(() => {
    if (!refusal) return undefined;
    const timer = setTimeout(() => setRefusal(null), REFUSAL_MS);
    return () => clearTimeout(timer);
  }, [refusal]);

  const setParam = (key: string, value: string | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (value === null) params.delete(key);
      else params.set(key, value);
      return params;
    });
  const selectView = (next: BuilderView) => setParam('tab', next);
  // A new slot filter starts the list at page 1 (spec 1 §4). Stable: the memoised equipment panel is not
  // re-rendered by a keystroke in the item search (which changes the address).
  const selectSlot = useStableCallback((slot: EquipmentSlot | null) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (slot === null) params.delete(SLOT_PARAM);
      else params.set(SLOT_PARAM, slot);
      params.delete('page');
      return params;
    }),
  );

  /** Double-click or Enter on an item: into the selected slot when it fits, else the first empty slot of its group. */
  const equipFromList = useCallback(
    (item: Item) => {
      // The store's latest state: the callback stays the same across equips (the grid is not re-rendered).
      const store = useBuildStore.getState();
      const fits = selectedSlot && (slotsForItem(item).includes(selectedSlot) || selectedSlot === 'offHand');
      const slot = fits ? selectedSlot : doubleClickSlot(item, store.equipment);
      if (!slot) {
        setRefusal({ text: refusalText('Cannot equip this item', t) });
        return;
      }
      const refused = store.equip(equipContext, item, slot);
      setRefusal(refused ? { slot, text: refusalText(refused.message, t) } : null);
    },
    [selectedSlot, equipContext, t],
  );

  const openTraitSlots = useMemo(() => engine?.traitSlotCounts(build.character.level) ?? { virtue: 0, racial: 0, class: 0, legendary: 0 }, [engine, build.character.level]);
  const [selectedTraitSlot, setSelectedTraitSlot] = useState<{ slotType: TraitSlotType; slotIndex: number } | null>(null);

  /** Into the given slot, else the selected one, else the first open empty slot of the trait's type. */
  const equipTrait = useCallback(
    (trait: Trait, slotType?: TraitSlotType, slotIndex?: number) => {
      let target = slotType !== undefined && slotIndex !== undefined ? { slotType, slotIndex } : selectedTraitSlot;
      if (!target) {
        const type = slotTypeForNature(trait.nature);
        const index = type
          ? Array.from({ length: TRAIT_SLOT_TOTALS[type] }, (_, i) => i).find((i) => !isSlotLocked(type, i, openTraitSlots) && !traitAt(build.traits, type, i))
          : undefined;
        target = type && index !== undefined ? { slotType: type, slotIndex: index } : null;
      }
      if (!target) {
        setRefusal({ text: refusalText('This trait slot is locked', t) });
        return;
      }
      const refused = build.equipTrait(trait, target.slotType, target.slotIndex, openTraitSlots);
      setRefusal(refused ? { text: refusalText(refused.message, t) } : null);
    },
    [selectedTraitSlot, openTraitSlots, build, t],
  );

  // One drag and drop for the page: items and equipped items onto slots, traits onto trait slots. The keyboard
  // picks up with Space and drops with Space or Enter (Enter alone equips, as a double-click does).
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] }, coordinateGetter: jumpToAcceptingSlot }),
  );
  const dragAccessibility = useMemo(
    () => ({ announcements: dragAnnouncements(t), screenReaderInstructions: { draggable: t('dnd.instructions') } }),
    [t],
  );
  const [dragging, setDragging] = useState<DragData | null>(null);
  const onDragStart = (event: DragStartEvent) => setDragging(dragDataOf(event.active.data.current));
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const from = dragDataOf(event.active.data.current);
    const to = dropDataOf(event.over?.data.current);
    if (!from || !to) return;
    if (to.kind === 'equipment-slot' && from.kind === 'item') {
      const refused = build.equip(equipContext, from.item, to.slot);
      setRefusal(refused ? { slot: to.slot, text: refusalText(refused.message, t) } : null);
    } else if (to.kind === 'equipment-slot' && from.kind === 'equipped') {
      const refused = build.swap(equipContext, from.slot, to.slot);
      setRefusal(refused ? { slot: to.slot, text: refusalText(refused.message, t) } : null);
    } else if (to.kind === 'trait-slot' && from.kind === 'trait') {
      equipTrait(from.trait, to.slotType, to.slotIndex);
    }
  };

  // Loading a build (spec 1 §4): equipment and traits replaced, the character set, the items looked up (in the
  // cached catalog, else fetched by id), the stats recomputed at once by the engine, then the equipment view.
  const itemsById = useMemo(() => new Map(catalog.items.map((item) => [item.id, item])), [catalog.items]);
  const [loadingBuild, setLoadingBuild] = useState(false);
  const rememberBuild = useRecentBuilds((s) => s.remember);
  const loadBuild = useCallback(
    async (loadable: LoadableBuild) => {
      setLoadingBuild(true);
      try {
        const { state } = await resolveBuild(loadable, itemsById);
        // A file carries no buffs: those on the page stay (a load resets equipment and traits); a link's replace them.
        const store = useBuildStore.getState();
        store.replace(loadable.buffs ? state : { ...state, buffs: store.buffs });
        setSearchParams((current) => {
          const params = new URLSearchParams(current);
          params.set('tab', 'items');
          return params;
        });
      } finally {
        setLoadingBuild(false);
      }
    },
    [itemsById, setSearchParams],
  );
  const loadFile = useCallback(
    async (file: BuildFile) => {
      await loadBuild(loadableOf(file));
      rememberBuild(file);
    },
    [loadBuild, rememberBuild],
  );

  // A #build/… address loads the shared build behind an overlay: first looked at 100 ms after the page opens,
  // again whenever the hash changes. A link that cannot be read is logged and the build is cleared.
  const loadRef = useRef(loadBuild);
  useEffect(() => {
    loadRef.current = loadBuild;
  }, [loadBuild]);
  const [loadingShared, setLoadingShared] = useState(false);
  useEffect(() => {
    const check = () => {
      const hash = window.location.hash;
      if (!isShareHash(hash)) return;
      const decoded = decodeShareLink(hash);
      if (!decoded.ok) {
        console.error(`Shared build not loaded: ${decoded.error}`);
        useBuildStore.getState().replace(initialBuild());
        return;
      }
      setLoadingShared(true);
      loadRef
        .current(decoded.build.build)
        .catch((error: unknown) => {
          console.error('Shared build not loaded', error);
          useBuildStore.getState().replace(initialBuild());
        })
        .finally(() => setLoadingShared(false));
    };
    const timer = setTimeout(check, 100);
    window.addEventListener('hashchange', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('hashchange', check);
    };
  }, []);

  // What the upgrade finder searches with: this build by item ids and the rules' context.
  const upgradeContext = useMemo(
    () => ({
      data: gameData.data,
      request: {
        className: build.character.classId,
        raceName: build.character.raceId,
        level: build.character.level,
        equipmentIds: Object.fromEntries(Object.entries(build.equipment).filter(([, item]) => item).map(([slot, item]) => [slot, item!.id])),
        equippedTraits: build.traits,
        buffs: build.buffs,
        formulas: buildInput.formulas ?? {},
        ctx: equipContext,
      },
    }),
    [gameData.data, build.character, build.equipment, build.traits, build.buffs, buildInput.formulas, equipContext],
  );

  const comparison = useMemo(() => ({ engine, build: buildInput, equipment: build.equipment }), [engine, buildInput, build.equipment]);
  const tooltipExtra = useCallback((item: Item) => <ItemComparison item={item} />, []);

  const equipped = equippedSlotCount(build.equipment);
  let loadState;
  if (catalog.status === 'loading') {
    loadState = (
      <span className="builder-status__loading">
        <Spinner size="sm" /> {t('status.loading', { loaded: catalog.loaded, total: catalog.total || '…' })}
      </span>
    );
  } else if (catalog.status === 'error') {
    // The items' state only: items at hand (e.g. from the browser's copy while the server is away) are counted even
    // when the character data failed; that failure is shown where the stats would be.
    loadState = <span className="builder-status__error">{t('status.error')}</span>;
  } else {
    loadState = <span>{t('status.items', { count: catalog.items.length })}</span>;
  }

  return (
    <ComparisonContext.Provider value={comparison}>
    <DndContext sensors={sensors} collisionDetection={collisionDetection} accessibility={dragAccessibility} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)}>
    <ToolFrame
      title={tc('tools.builder')}
      tabs={
        <Tabs
          items={BUILDER_VIEWS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          value={view}
          onChange={selectView}
          label={t('tabs.label')}
          idPrefix={TAB_IDS}
        />
      }
      actions={
        <>
          {/* An icon: the top bar has no room for another word at 1280 px in every language. */}
          <IconButton size="sm" label={t('layout.compact')} title={t('layout.compactTitle')} aria-pressed={compact} onClick={toggleCompact}>
            <span aria-hidden="true">⇔</span>
          </IconButton>
          <BuildFileActions onLoad={loadFile} />
        </>
      }
      statusBar={
        <StatusBar right={<AppVersionStatus />}>
          <span className="builder-status__character">
            {build.character.name} · {t('status.level', { level: build.character.level })} · {t(`races.${build.character.raceId}`)} ·{' '}
            {tc(`classes.${build.character.classId}`)}
          </span>
          <span>{t('status.equipped', { count: equipped, total: EQUIPMENT_SLOTS.length })}</span>
          {loadState}
        </StatusBar>
      }
    >
      <div className={compact ? 'builder-layout builder-layout--compact' : 'builder-layout'}>
        <aside className="builder-sidebar builder-sidebar--left" aria-label={t('layout.character')} hidden={compact}>
          <CharacterPanel />
          <EquipmentPanel equipContext={equipContext} selectedSlot={selectedSlot} onSelectSlot={selectSlot} refusal={refusal} />
        </aside>
        <div className="builder-centre">
          <TabPanel idPrefix={TAB_IDS} tabId={view}>
            {refusal && !refusal.slot ? (
              <p className="builder-refusal" role="alert">
                {refusal.text}
              </p>
            ) : null}
            {view === 'items' ? (
              <ItemsView catalog={catalog} upgrade={upgradeContext} selectedSlot={selectedSlot} onEquip={equipFromList} tooltipExtra={tooltipExtra} />
            ) : view === 'traits' ? (
              <TraitsView traits={gameData.data?.traits ?? []} open={openTraitSlots} selected={selectedTraitSlot} onSelect={setSelectedTraitSlot} onEquip={equipTrait} />
            ) : view === 'formula-editor' ? (
              <FormulaEditor engine={engine} build={buildInput} download={downloadText} />
            ) : view === 'builds' ? (
              <BuildsView onLoad={loadFile} busy={loadingBuild} onCompare={compareWithFile}>
                <CompareView engine={engine} itemsById={itemsById} current={result} traits={gameData.data?.traits ?? []} />
              </BuildsView>
            ) : (
              <DebugView catalog={catalog} />
            )}
          </TabPanel>
        </div>
        <aside className="builder-sidebar builder-sidebar--right" aria-label={t('layout.stats')} hidden={compact}>
          {gameData.isError && !gameData.data ? (
            <ErrorState title={t('stats.failed')} onRetry={() => void gameData.refetch()} />
          ) : (
            <StatsPanel result={result} sets={gameData.data?.sets ?? []} />
          )}
        </aside>
      </div>
    </ToolFrame>
      {loadingShared ? (
        <div className="builder-overlay">
          <LoadingState text={t('builds.loadingShared')} />
        </div>
      ) : null}
      <DragOverlay dropAnimation={null}>
        {dragging?.kind === 'trait' ? <TraitDragPreview trait={dragging.trait} /> : null}
        {dragging && dragging.kind !== 'trait' ? (
          <div className="builder-drag-preview">
            <ItemCard name={dragging.item.localizedName || dragging.item.name} icon={dragging.item.icon} quality={dragging.item.quality} tabIndex={-1} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
    </ComparisonContext.Provider>
  );
}

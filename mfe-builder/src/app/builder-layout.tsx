// The shared classes first, then the frame's: every feature stylesheet comes after them (see builder-common.css).
import '../shared/builder-common.css';
import './builder-layout.css';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, IconButton, ItemCard, LoadingState, TabPanel, Tabs, ToolFrame } from '@eoa/ui';
import { BuildFileActions } from '../features/builds/components/build-file-actions';
import { CharacterPanel } from '../features/character/components/character-panel';
import { EquipmentPanel } from '../features/equipment/components/equipment-panel';
import { StatsPanel } from '../features/stats/components/stats-panel';
import { TraitDragPreview } from '../features/traits/components/traits-view';
import { BuilderProvider } from '../shared/builder-context';
import { BUILDER_VIEWS } from '../shared/builder-views';
import { ComparisonContext } from '../shared/comparison-context';
import { BuilderStatus } from '../shared/components/builder-status';
import { useBuilderTabs } from '../shared/hooks/use-builder-tabs';
import { useCompactMode } from '../shared/hooks/use-compact-mode';
import { useBuilderDnd } from '../shared/use-builder-dnd';
import { useBuilderFrame } from './use-builder-frame';

const TAB_IDS = 'builder-view';

/**
 * The character builder's frame (/character-builder, spec 1 §2): character and equipment on the left, the tab's
 * route in the middle, the stats on the right (computed in the page by the engine of @eoa/game-rules after every
 * change), the Save / Load / Share buttons and the status bar. Each tab is a route (see exposes/BuilderApp.tsx).
 */
export function BuilderLayout() {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const { view, selectView } = useBuilderTabs();
  const [compact, toggleCompact] = useCompactMode();
  const { context, gameData, catalog, refusal, selectSlot, comparison, loadingShared } = useBuilderFrame();
  const { dndProps, dragging } = useBuilderDnd(context.equipContext, context.equipTrait, context.refuse);

  return (
    <BuilderProvider value={context}>
      <ComparisonContext.Provider value={comparison}>
        <DndContext {...dndProps}>
          <ToolFrame
            title={tc('tools.builder')}
            tabs={<Tabs items={BUILDER_VIEWS.map((id) => ({ id, label: t(`tabs.${id}`) }))} value={view} onChange={selectView} label={t('tabs.label')} idPrefix={TAB_IDS} />}
            actions={
              <>
                {/* An icon: the top bar has no room for another word at 1280 px in every language. */}
                <IconButton size="sm" label={t('layout.compact')} title={t('layout.compactTitle')} aria-pressed={compact} onClick={toggleCompact}>
                  <span aria-hidden="true">⇔</span>
                </IconButton>
                <BuildFileActions onLoad={context.loadFile} />
              </>
            }
            statusBar={<BuilderStatus catalog={catalog} />}
          >
            <div className={compact ? 'builder-layout builder-layout--compact' : 'builder-layout'}>
              <aside className="builder-sidebar builder-sidebar--left" aria-label={t('layout.character')} hidden={compact}>
                <CharacterPanel />
                <EquipmentPanel equipContext={context.equipContext} selectedSlot={context.selectedSlot} onSelectSlot={selectSlot} refusal={refusal} />
              </aside>
              <div className="builder-centre">
                <TabPanel idPrefix={TAB_IDS} tabId={view}>
                  {refusal && !refusal.slot ? (
                    <p className="builder-refusal" role="alert">
                      {refusal.text}
                    </p>
                  ) : null}
                  <Outlet />
                </TabPanel>
              </div>
              <aside className="builder-sidebar builder-sidebar--right" aria-label={t('layout.stats')} hidden={compact}>
                {gameData.isError && !gameData.data ? (
                  <ErrorState title={t('stats.failed')} onRetry={() => void gameData.refetch()} />
                ) : (
                  <StatsPanel result={context.result} sets={gameData.data?.sets ?? []} />
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
    </BuilderProvider>
  );
}

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { AdminQuestListItem } from '@eoa/contracts';
import { levelTone } from '@eoa/game-rules';
import { Badge } from '@eoa/ui';
import { questEditorPath } from '../../../lib/admin-paths';

export const QUEST_ROW_HEIGHT = 40;

interface QuestTableProps {
  quests: readonly AdminQuestListItem[];
  selected: ReadonlySet<number>;
  onToggle: (questId: number) => void;
  onToggleAll: () => void;
  onOpen: (questId: number) => void;
}

/**
 * The quest list's table (spec 3 §2: id, name, localizedName, level, area, isExcluded and a selection checkbox per
 * row), virtualised for 10,000 rows: only the rows in view are in the page, each saying where it stands
 * (aria-rowindex). Keyboard: one Tab stop on the rows; ↑/↓, Page Up/Down, Home/End move; Space selects; Enter opens
 * the quest editor. A click on a row opens it too.
 */
export function QuestTable({ quests, selected, onToggle, onToggleAll, onOpen }: QuestTableProps) {
  const { t } = useTranslation('admin');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const focusPending = useRef(false);
  // The site does not run the React Compiler; the virtualizer is only read during render here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: quests.length, getScrollElement: () => scrollRef.current, estimateSize: () => QUEST_ROW_HEIGHT, overscan: 10 });
  const activeIndex = Math.min(active, Math.max(0, quests.length - 1));

  const allSelected = quests.length > 0 && quests.every((quest) => selected.has(quest.id));
  const someSelected = !allSelected && quests.some((quest) => selected.has(quest.id));
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  // After a keyboard move the new row is scrolled into the page; focus it once it is rendered.
  useEffect(() => {
    if (!focusPending.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    if (row) {
      focusPending.current = false;
      row.focus();
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(quests.length - 1, index));
    setActive(next);
    focusPending.current = true;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? QUEST_ROW_HEIGHT * 10) / QUEST_ROW_HEIGHT) - 1);

  const onRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, quest: AdminQuestListItem) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageRows,
      PageUp: index - pageRows,
      Home: 0,
      End: quests.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === ' ') {
      event.preventDefault();
      onToggle(quest.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(quest.id);
    }
  };

  return (
    <div className="quest-table" role="grid" aria-label={t('quests.tableLabel')} aria-rowcount={quests.length + 1} aria-multiselectable="true">
      <div className="quest-table__head" role="rowgroup">
        <div className="quest-table__row quest-table__row--head" role="row" aria-rowindex={1}>
          <div role="columnheader" className="quest-table__check">
            <input ref={selectAllRef} type="checkbox" checked={allSelected} onChange={onToggleAll} aria-label={t('quests.selectAll')} disabled={quests.length === 0} />
          </div>
          <div role="columnheader">{t('quests.columns.id')}</div>
          <div role="columnheader">{t('quests.columns.name')}</div>
          <div role="columnheader">{t('quests.columns.localizedName')}</div>
          <div role="columnheader" className="quest-table__level">
            {t('quests.columns.level')}
          </div>
          <div role="columnheader">{t('quests.columns.area')}</div>
          <div role="columnheader">{t('quests.columns.excluded')}</div>
        </div>
      </div>
      <div ref={scrollRef} className="quest-table__body" role="rowgroup">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const quest = quests[item.index]!;
            const isSelected = selected.has(quest.id);
            return (
              <div
                key={quest.id}
                data-index={item.index}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={isSelected}
                tabIndex={item.index === activeIndex ? 0 : -1}
                className={`quest-table__row${isSelected ? ' quest-table__row--selected' : ''}${quest.isExcluded ? ' quest-table__row--excluded' : ''}`}
                style={{ height: QUEST_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                onFocus={() => setActive(item.index)}
                onKeyDown={(event) => onRowKeyDown(event, item.index, quest)}
                onClick={() => onOpen(quest.id)}
              >
                <div role="gridcell" className="quest-table__check" onClick={(event) => event.stopPropagation()}>
                  <input
                    type="checkbox"
                    tabIndex={-1}
                    checked={isSelected}
                    onChange={() => onToggle(quest.id)}
                    aria-label={t('quests.selectQuest', { name: quest.localizedName || quest.name })}
                  />
                </div>
                <div role="gridcell" className="quest-table__id">
                  {quest.id}
                </div>
                <div role="gridcell" className="quest-table__name" title={quest.name}>
                  <Link to={questEditorPath(quest.id)} tabIndex={-1} onClick={(event) => event.stopPropagation()}>
                    {quest.name}
                  </Link>
                  {quest.hasOverrides ? (
                    <span className="quest-table__edited">
                      <Badge tone="gold">{t('quests.edited')}</Badge>
                    </span>
                  ) : null}
                </div>
                <div role="gridcell" className="quest-table__text" title={quest.localizedName}>
                  {quest.localizedName}
                </div>
                <div role="gridcell" className={`quest-table__level admin-level--${levelTone(quest.level)}`}>
                  {quest.level}
                </div>
                <div role="gridcell" className="quest-table__text" title={quest.area ?? undefined}>
                  {quest.area ?? <span className="admin-muted">{t('quests.noArea')}</span>}
                </div>
                <div role="gridcell">{quest.isExcluded ? <Badge tone="red">{t('quests.excludedYes')}</Badge> : <span className="admin-muted">{t('quests.excludedNo')}</span>}</div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

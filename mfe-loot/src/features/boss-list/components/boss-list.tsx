import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '@eoa/ui';
import type { BossGroup } from '../lib/boss-groups';
import './boss-list.css';

export interface BossListProps {
  groups: readonly BossGroup[];
  expanded: ReadonlySet<number>;
  /** While searching every group is open. */
  allOpen: boolean;
  selectedId: number | null;
  onToggle: (instanceId: number) => void;
  onSelect: (mobId: number) => void;
}

const NAV = '[data-loot-nav]';

/**
 * Collapsible instance groups ("bosses with loot / bosses") of boss rows. Bosses without loot are dimmed and
 * not selectable ("No loot available"). Keyboard: ↑/↓ move through the rows, Home/End jump, → opens and
 * ← closes a group (← on a boss goes to its group), Enter or Space opens the boss.
 */
export function BossList({ groups, expanded, allOpen, selectedId, onToggle, onSelect }: BossListProps) {
  const { t } = useTranslation('loot');
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rows = [...(listRef.current?.querySelectorAll<HTMLElement>(NAV) ?? [])];
    const at = rows.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => rows[Math.max(0, Math.min(rows.length - 1, index))]?.focus();
    const current = rows[at];
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at < 0 ? 0 : at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(rows.length - 1);
        break;
      case 'ArrowRight':
        if (current?.dataset.lootGroup && current.getAttribute('aria-expanded') === 'false') onToggle(Number(current.dataset.lootGroup));
        else focus(at + 1);
        break;
      case 'ArrowLeft':
        if (current?.dataset.lootGroup && current.getAttribute('aria-expanded') === 'true' && !allOpen) onToggle(Number(current.dataset.lootGroup));
        else if (current?.dataset.lootBossOf) listRef.current?.querySelector<HTMLElement>(`[data-loot-group="${current.dataset.lootBossOf}"]`)?.focus();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div ref={listRef} className="loot-groups" onKeyDown={onKeyDown}>
      {groups.map((group) => {
        const open = allOpen || expanded.has(group.instanceId);
        const panelId = `loot-group-${group.instanceId}`;
        return (
          <section key={group.instanceId} className="loot-group">
            <button
              type="button"
              className="loot-group__header"
              aria-expanded={open}
              aria-controls={panelId}
              data-loot-nav=""
              data-loot-group={group.instanceId}
              onClick={() => !allOpen && onToggle(group.instanceId)}
            >
              <span className={classNames('loot-group__chevron', open && 'loot-group__chevron--open')} aria-hidden="true">
                ▸
              </span>
              <span className="loot-group__name">{group.name}</span>
              <span className="loot-group__count" title={t('list.countTitle', { withLoot: group.withLoot, total: group.total })}>
                {group.withLoot}/{group.total}
              </span>
            </button>
            {open ? (
              <ul id={panelId} className="loot-group__bosses">
                {group.bosses.map((boss) => {
                  const selected = boss.mobId === selectedId;
                  return (
                    <li key={boss.mobId}>
                      <button
                        type="button"
                        className={classNames('loot-boss', selected && 'loot-boss--selected', !boss.hasLoot && 'loot-boss--empty')}
                        data-loot-nav=""
                        data-loot-boss-of={group.instanceId}
                        aria-current={selected ? 'true' : undefined}
                        aria-disabled={boss.hasLoot ? undefined : 'true'}
                        title={boss.hasLoot ? undefined : t('list.noLoot')}
                        onClick={() => boss.hasLoot && onSelect(boss.mobId)}
                      >
                        <span className="loot-boss__name">{boss.localizedBossName}</span>
                        <span className="loot-boss__meta">
                          {boss.hasLoot ? t('list.items', { count: boss.totalGuaranteedItems }) : null}
                          <span className="loot-boss__level">{t('list.level', { level: boss.level })}</span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

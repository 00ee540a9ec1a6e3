import { useTranslation } from 'react-i18next';
import { EQUIPMENT_SLOTS } from '@eoa/contracts';
import { equippedSlotCount } from '@eoa/game-rules';
import { AppVersionStatus, Spinner, StatusBar } from '@eoa/ui';
import { useBuildStore } from '../build-state/build-store';
import type { ItemCatalogState } from '../item-catalog/use-item-catalog';

/** The catalog's state: loading with its progress, failed, or the count of items available. */
function CatalogState({ catalog }: { catalog: ItemCatalogState }) {
  const { t } = useTranslation('builder');
  if (catalog.status === 'loading') {
    return (
      <span className="builder-status__loading">
        <Spinner size="sm" /> {t('status.loading', { loaded: catalog.loaded, total: catalog.total || '…' })}
      </span>
    );
  }
  // The items' state only: items at hand (e.g. from the browser's copy while the server is away) are counted even
  // when the character data failed; that failure is shown where the stats would be.
  if (catalog.status === 'error') return <span className="builder-status__error">{t('status.error')}</span>;
  return <span>{t('status.items', { count: catalog.items.length })}</span>;
}

/** The builder's status bar (spec 1 §2): the character, the equipped slots out of 19, the catalog, the versions. */
export function BuilderStatus({ catalog }: { catalog: ItemCatalogState }) {
  const { t } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const character = useBuildStore((s) => s.character);
  const equipment = useBuildStore((s) => s.equipment);
  return (
    <StatusBar right={<AppVersionStatus />}>
      <span className="builder-status__character">
        {character.name} · {t('status.level', { level: character.level })} · {t(`races.${character.raceId}`)} · {tc(`classes.${character.classId}`)}
      </span>
      <span>{t('status.equipped', { count: equippedSlotCount(equipment), total: EQUIPMENT_SLOTS.length })}</span>
      <CatalogState catalog={catalog} />
    </StatusBar>
  );
}

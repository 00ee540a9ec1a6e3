import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '@eoa/api-client';
import type { ClearCacheResult } from '@eoa/contracts';
import { Button } from '@eoa/ui';
import { catalogStore, type ItemCatalogState } from '../../../shared/item-catalog/use-item-catalog';

export interface DebugViewProps {
  catalog: ItemCatalogState & { reload: () => void };
}

type ClearState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed' };

/**
 * For maintainers and players whose data looks wrong: what the page has loaded (data version, item count,
 * where the items came from, the cache's key and age), and the button that clears the server's item cache and
 * this browser's copy (spec 1 §8 messages).
 */
export function DebugView({ catalog }: DebugViewProps) {
  const { t, i18n } = useTranslation('builder');
  const [state, setState] = useState<ClearState>({ kind: 'idle' });
  const meta = catalog.meta;
  const when = (ms: number | undefined) => (ms ? new Date(ms).toLocaleString(i18n.language) : '—');

  const clear = async () => {
    setState({ kind: 'busy' });
    try {
      await apiPost<ClearCacheResult>('/items/clear-cache');
      await (await catalogStore())?.clear();
      setState({ kind: 'done' });
    } catch (error) {
      console.error('Clearing the item cache failed', error);
      setState({ kind: 'failed' });
    }
  };

  return (
    <section className="builder-debug" aria-label={t('tabs.debug')}>
      <h2>{t('debug.title')}</h2>
      <dl className="builder-debug__facts">
        <div>
          <dt>{t('debug.dataVersion')}</dt>
          <dd>{catalog.dataVersion ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('debug.items')}</dt>
          <dd>{catalog.items.length.toLocaleString(i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('debug.origin')}</dt>
          <dd>{catalog.origin ? t(`debug.origins.${catalog.origin}`) : t('debug.loading')}</dd>
        </div>
        <div>
          <dt>{t('debug.cacheKey')}</dt>
          <dd>
            <code>{meta?.key ?? '—'}</code>
          </dd>
        </div>
        <div>
          <dt>{t('debug.savedAt')}</dt>
          <dd>{when(meta?.savedAt)}</dd>
        </div>
        <div>
          <dt>{t('debug.checkedAt')}</dt>
          <dd>{when(meta?.checkedAt)}</dd>
        </div>
      </dl>
      <div className="builder-debug__actions">
        <Button variant="primary" onClick={() => void clear()} disabled={state.kind === 'busy'}>
          {t('debug.clear')}
        </Button>
        <Button onClick={catalog.reload}>{t('debug.reload')}</Button>
      </div>
      {state.kind === 'done' ? (
        <p className="builder-notice" role="status">
          {t('debug.cleared')}
        </p>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="builder-refusal" role="alert">
          {t('debug.clearFailed')}
        </p>
      ) : null}
    </section>
  );
}

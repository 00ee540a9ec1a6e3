import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHomepageTool } from '@eoa/contracts';
import { Badge, formatDateTime } from '@eoa/ui';
import { useUpdateToolDevStatus } from '../api/update-tool-dev-status';

export interface HomepageToolRowProps {
  tool: AdminHomepageTool;
  /** A failed save, reported by the page's banner: "Failed to update status for {toolId}. Please try again." */
  onFailure: (toolId: string) => void;
  onSaving: () => void;
}

/**
 * One tool: the checkbox shows the value being saved at once (with the DEV badge and "Saving..."), and returns to the
 * stored value when the save fails.
 */
export function HomepageToolRow({ tool, onFailure, onSaving }: HomepageToolRowProps) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateToolDevStatus(tool.toolId);
  // Set in the change event itself, so the box never shows the old value for a frame while the save starts.
  const [requested, setRequested] = useState<boolean | null>(null);
  const inDevelopment = requested ?? tool.isInDevelopment;
  const updatedAt = formatDateTime(tool.updatedAt, i18n.language);

  return (
    <tr aria-busy={update.isPending || undefined}>
      <th scope="row" className="homepage-tools__tool">
        <span className="homepage-tools__name">
          {tool.toolName}
          {inDevelopment ? <Badge tone="orange">{t('homepageTools.devBadge')}</Badge> : null}
        </span>
      </th>
      <td>
        <code>{tool.toolId}</code>
      </td>
      <td>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={inDevelopment}
            disabled={update.isPending}
            aria-label={t('homepageTools.inDevelopmentFor', { tool: tool.toolName })}
            onChange={(event) => {
              onSaving();
              setRequested(event.target.checked);
              update.mutate(event.target.checked, { onError: () => onFailure(tool.toolId), onSettled: () => setRequested(null) });
            }}
          />
          {update.isPending ? (
            <span className="homepage-tools__saving" role="status">
              {t('homepageTools.saving')}
            </span>
          ) : null}
        </label>
      </td>
      <td className="admin-muted">{tool.updatedBy ? t('homepageTools.updatedBy', { date: updatedAt, user: tool.updatedBy }) : updatedAt}</td>
    </tr>
  );
}

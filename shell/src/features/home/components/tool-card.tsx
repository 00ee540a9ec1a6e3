import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge } from '@eoa/ui';
import type { HomeTool } from '../tools';

interface ToolCardProps {
  tool: HomeTool;
  inDevelopment: boolean;
}

/** One tool on the homepage: icon, title, description, and Open Tool (or Coming Soon when there is no route). */
export function ToolCard({ tool, inDevelopment }: ToolCardProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <li className={tool.route ? 'tool-card' : 'tool-card tool-card--unavailable'} data-testid="tool-card">
      <div className="tool-card__header">
        <span className="tool-card__icon">
          <img src={tool.iconUrl} alt="" aria-hidden="true" width={48} height={48} draggable={false} />
        </span>
        <div className="tool-card__heading">
          <h3 className="tool-card__title" id={titleId}>
            {t(`tools.${tool.id}.title`)}
          </h3>
          {inDevelopment && <Badge tone="gold">{t('home.inDevelopment')}</Badge>}
        </div>
      </div>
      <p className="tool-card__description">{t(`tools.${tool.id}.description`)}</p>
      <div className="tool-card__footer">
        {tool.route ? (
          <Link className="tool-card__open" to={tool.route} aria-describedby={titleId}>
            {t('home.openTool')}
            <span aria-hidden="true" className="tool-card__arrow">
              →
            </span>
          </Link>
        ) : (
          <span className="tool-card__soon">{t('home.comingSoon')}</span>
        )}
      </div>
    </li>
  );
}

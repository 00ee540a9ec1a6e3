import { createContext, memo, useContext } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { RecipeItem, RecipeTreeNode } from '@eoa/contracts';
import { classNames, ItemIcon } from '@eoa/ui';
import { CraftingItemTooltip } from '../../../shared/components/crafting-item-tooltip';
import type { DiagramNodeData } from './tree-graph';

export interface TreeActions {
  toggle: (nodeId: string) => void;
  showUsedIn: (item: RecipeItem) => void;
}

export const TreeActionsContext = createContext<TreeActions>({ toggle: () => undefined, showUsedIn: () => undefined });

export type DiagramFlowNode = Node<DiagramNodeData, 'crafting'>;

/** What the tooltip adds for an ingredient: how it is obtained, and for crafted ones the recipe and why that one. */
function IngredientNote({ node }: { node: RecipeTreeNode }) {
  const { t } = useTranslation('crafting');
  return (
    <div className="crafting-tooltip-note">
      <p>
        {t(`source.${node.source}`)}
        {node.requiredProfessionName ? ` · ${node.requiredProfessionName}` : ''}
      </p>
      {node.optional ? <p>{t('tree.optional', { bonus: node.criticalChanceBonus })}</p> : null}
      {node.recipe && node.choice ? (
        <p>
          {t(`tree.choice.${node.choice.reason}`, { recipe: node.recipe.localizedName, tier: node.recipe.tier, profession: node.recipe.professionName })}
        </p>
      ) : null}
      {node.choice && node.choice.alternatives.length > 0 ? (
        <p>{t('tree.alternatives', { names: node.choice.alternatives.map((r) => `${r.localizedName} (${t('tierShort', { tier: r.tier })})`).join(', ') })}</p>
      ) : null}
      {node.cycle ? <p>{t('tree.cycle')}</p> : null}
      <p className="crafting-tooltip-note__hint">{t('tree.usedInHint')}</p>
    </div>
  );
}

function ResultBody({ data }: { data: Extract<DiagramNodeData, { kind: 'result' | 'critical' }> }) {
  const { t } = useTranslation('crafting');
  const name = data.result.localizedName || data.result.name;
  return (
    <CraftingItemTooltip item={data.result}>
      <div
        className={classNames('crafting-node', 'crafting-node--result', data.kind === 'critical' && 'crafting-node--critical')}
        tabIndex={0}
        role="group"
        aria-label={data.kind === 'critical' ? t('tree.criticalLabel', { name, count: data.quantity, chance: data.chance }) : t('tree.resultLabel', { name, count: data.quantity })}
      >
        <ItemIcon icon={data.result.icon} quality={data.result.quality} size={36} />
        <span className="crafting-node__text">
          <span className="crafting-node__kind">{data.kind === 'critical' ? t('tree.criticalResult', { chance: data.chance }) : t('tree.result')}</span>
          <span className="crafting-node__name">{name}</span>
        </span>
        <span className="crafting-node__quantity">{t('quantity', { count: data.quantity })}</span>
      </div>
    </CraftingItemTooltip>
  );
}

function IngredientBody({ id, data }: { id: string; data: Extract<DiagramNodeData, { kind: 'ingredient' }> }) {
  const { t } = useTranslation('crafting');
  const actions = useContext(TreeActionsContext);
  const { node } = data;
  const name = node.localizedName || node.name;
  return (
    <div className={classNames('crafting-node', `crafting-node--${node.source}`, node.optional && 'crafting-node--optional')}>
      <CraftingItemTooltip item={node} extra={<IngredientNote node={node} />}>
        <div className="crafting-node__item" tabIndex={0} role="group" aria-label={t('tree.ingredientLabel', { name, count: data.quantity, source: t(`source.${node.source}`) })}>
          <ItemIcon icon={node.icon} quality={node.quality} size={36} />
          <span className="crafting-node__text">
            <span className="crafting-node__name">{name}</span>
            <span className="crafting-node__meta">
              {t(`source.${node.source}`)}
              {node.requiredProfessionName ? ` · ${node.requiredProfessionName}` : ''}
              {node.optional ? ` · ${t('tree.optionalShort')}` : ''}
            </span>
          </span>
        </div>
      </CraftingItemTooltip>
      <span className="crafting-node__side">
        <span className="crafting-node__quantity">{t('quantity', { count: data.quantity })}</span>
        <span className="crafting-node__buttons">
          <button type="button" className="crafting-node__button nodrag nopan" title={t('tree.usedIn', { name })} aria-label={t('tree.usedIn', { name })} onClick={() => actions.showUsedIn(node)}>
            <span aria-hidden="true">↑</span>
          </button>
          {data.expandable ? (
            <button
              type="button"
              className="crafting-node__button nodrag nopan"
              aria-expanded={data.expanded}
              aria-label={data.expanded ? t('tree.collapse', { name }) : t('tree.expand', { name })}
              title={data.expanded ? t('tree.collapse', { name }) : t('tree.expand', { name })}
              onClick={() => actions.toggle(id)}
            >
              <span aria-hidden="true">{data.expanded ? '▾' : '▸'}</span>
            </button>
          ) : null}
        </span>
      </span>
    </div>
  );
}

/** One node of the diagram (240×80): a result, or an ingredient with its quantity, origin and buttons. */
export const CraftingNode = memo(function CraftingNode({ id, data }: NodeProps<DiagramFlowNode>) {
  const isIngredient = data.kind === 'ingredient';
  return (
    <>
      {isIngredient ? <Handle type="target" position={Position.Top} isConnectable={false} /> : null}
      {isIngredient ? <IngredientBody id={id} data={data} /> : <ResultBody data={data} />}
      {data.kind !== 'critical' ? <Handle type="source" position={Position.Bottom} isConnectable={false} /> : null}
    </>
  );
});

export const NODE_TYPES = { crafting: CraftingNode };

import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Background, Controls, ReactFlow, ReactFlowProvider, useReactFlow, type Edge, type ReactFlowProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useTranslation } from 'react-i18next';
import type { RecipeItem, RecipeTree } from '@eoa/contracts';
import { Button, useDrawnMeasure, useThemeStore } from '@eoa/ui';
import { TooltipItemIds } from '../../../shared/components/crafting-item-tooltip';
import { buildDiagram, collapsibleIds, NODE_HEIGHT, NODE_WIDTH } from './tree-graph';
import { NODE_TYPES, TreeActionsContext, type DiagramFlowNode, type TreeActions } from './tree-nodes';

/** The name of the performance measure the diagram records once it is laid out and drawn (the bench reads it). */
export const TREE_DRAWN_MEASURE = 'eoa:crafting-tree-drawn';

const PAN_STEP = 80;
const FIT_OPTIONS = { padding: 0.12, maxZoom: 1 } as const;

export interface TreeDiagramProps {
  tree: RecipeTree;
  multiplier: number;
  onShowUsedIn: (item: RecipeItem) => void;
}

function itemIdsOf(tree: RecipeTree): number[] {
  const ids = [tree.results.normal.itemId];
  if (tree.results.critical) ids.push(tree.results.critical.itemId);
  const walk = (nodes: RecipeTree['dependencies']) =>
    nodes.forEach((node) => {
      ids.push(node.itemId);
      walk(node.dependencies);
    });
  walk(tree.dependencies);
  return [...new Set(ids)];
}

function Diagram({ tree, multiplier, onShowUsedIn }: TreeDiagramProps) {
  const { t } = useTranslation('crafting');
  const flow = useReactFlow();
  const theme = useThemeStore((state) => state.theme);
  // Spec 2 §4: every node with ingredients starts expanded; optional ingredients start hidden.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [showOptional, setShowOptional] = useState(false);

  const diagram = useMemo(() => buildDiagram(tree, { collapsed, showOptional, multiplier }), [tree, collapsed, showOptional, multiplier]);
  const nodes = useMemo<DiagramFlowNode[]>(
    () =>
      diagram.nodes.map((node) => ({
        id: node.id,
        type: 'crafting',
        position: { x: node.x, y: node.y },
        data: node.data,
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
        draggable: false,
        selectable: false,
        connectable: false,
        // Not selectable nor draggable, React Flow would let pointer events through; the node's buttons and tooltip need them.
        style: { pointerEvents: 'all' },
      })),
    [diagram],
  );
  const edges = useMemo<Edge[]>(
    () =>
      diagram.edges.map((edge) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        type: 'smoothstep',
        className: edge.optional ? 'crafting-edge crafting-edge--optional' : 'crafting-edge',
        focusable: false,
      })),
    [diagram],
  );

  const actions = useMemo<TreeActions>(
    () => ({
      toggle: (id) =>
        setCollapsed((previous) => {
          const next = new Set(previous);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      showUsedIn: onShowUsedIn,
    }),
    [onShowUsedIn],
  );
  const itemIds = useMemo(() => itemIdsOf(tree), [tree]);

  // Laid out and drawn: the first commit's nodes in the page, after the next paint.
  const canvas = useRef<HTMLDivElement>(null);
  useDrawnMeasure({
    name: TREE_DRAWN_MEASURE,
    ready: true,
    container: canvas,
    selector: '.react-flow__node',
    detail: (nodes) => ({ recipeId: tree.recipe.id, nodes }),
  });

  // A whole-tree change (Expand All, Collapse All, optional shown or hidden) fits the new tree into view.
  const [fitRequest, setFitRequest] = useState(0);
  useEffect(() => {
    if (fitRequest === 0) return undefined;
    const frame = requestAnimationFrame(() => void flow.fitView(FIT_OPTIONS));
    return () => cancelAnimationFrame(frame);
  }, [fitRequest, flow]);
  const wholeTree = (change: () => void) => {
    change();
    setFitRequest((n) => n + 1);
  };

  // The keyboard pans (arrows) and zooms (+ and −) once the diagram has focus.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget) return;
      const { x, y, zoom } = flow.getViewport();
      const moves: Record<string, () => void> = {
        ArrowLeft: () => void flow.setViewport({ x: x + PAN_STEP, y, zoom }),
        ArrowRight: () => void flow.setViewport({ x: x - PAN_STEP, y, zoom }),
        ArrowUp: () => void flow.setViewport({ x, y: y + PAN_STEP, zoom }),
        ArrowDown: () => void flow.setViewport({ x, y: y - PAN_STEP, zoom }),
        '+': () => void flow.zoomIn(),
        '=': () => void flow.zoomIn(),
        '-': () => void flow.zoomOut(),
        '0': () => void flow.fitView(FIT_OPTIONS),
      };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        move();
      }
    },
    [flow],
  );

  const ariaLabelConfig = useMemo<ReactFlowProps['ariaLabelConfig']>(
    () => ({
      'controls.ariaLabel': t('tree.controls'),
      'controls.zoomIn.ariaLabel': t('tree.zoomIn'),
      'controls.zoomOut.ariaLabel': t('tree.zoomOut'),
      'controls.fitView.ariaLabel': t('tree.fitView'),
      'node.a11yDescription.default': t('tree.keyboardHelp'),
      'node.a11yDescription.keyboardDisabled': t('tree.keyboardHelp'),
      'edge.a11yDescription.default': t('tree.keyboardHelp'),
    }),
    [t],
  );

  return (
    <section className="crafting-tree" aria-label={t('tree.label')}>
      <div className="crafting-tree__toolbar" role="toolbar" aria-label={t('tree.toolbar')}>
        <Button size="sm" onClick={() => wholeTree(() => setCollapsed(new Set()))}>
          {t('tree.expandAll')}
        </Button>
        <Button size="sm" onClick={() => wholeTree(() => setCollapsed(new Set(collapsibleIds(tree, showOptional))))}>
          {t('tree.collapseAll')}
        </Button>
        <Button size="sm" aria-pressed={showOptional} onClick={() => wholeTree(() => setShowOptional((on) => !on))}>
          {showOptional ? t('tree.hideOptional') : t('tree.showOptional')}
        </Button>
        <Button size="sm" onClick={() => void flow.fitView(FIT_OPTIONS)}>
          {t('tree.fitView')}
        </Button>
      </div>
      <TreeActionsContext.Provider value={actions}>
        <TooltipItemIds.Provider value={itemIds}>
          <div ref={canvas} className="crafting-tree__canvas" tabIndex={0} aria-label={t('tree.canvas')} aria-roledescription={t('tree.roleDescription')} onKeyDown={onKeyDown}>
            <ReactFlow
              nodes={nodes}
              edges={edges}
              nodeTypes={NODE_TYPES}
              fitView
              fitViewOptions={FIT_OPTIONS}
              minZoom={0.1}
              maxZoom={2}
              nodesDraggable={false}
              nodesConnectable={false}
              nodesFocusable={false}
              edgesFocusable={false}
              elementsSelectable={false}
              zoomOnDoubleClick={false}
              ariaLabelConfig={ariaLabelConfig}
              colorMode={theme}
            >
              <Background gap={24} size={1} />
              <Controls showInteractive={false} fitViewOptions={FIT_OPTIONS} />
            </ReactFlow>
          </div>
        </TooltipItemIds.Provider>
      </TreeActionsContext.Provider>
    </section>
  );
}

/** The crafting-chain tree as a diagram (spec 2 §2): expand and collapse, optional ingredients, results, pan, zoom, fit. */
export function TreeDiagram(props: TreeDiagramProps) {
  return (
    <ReactFlowProvider>
      <Diagram {...props} />
    </ReactFlowProvider>
  );
}

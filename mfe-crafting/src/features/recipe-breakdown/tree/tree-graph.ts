// The crafting-chain diagram's graph: which nodes are shown (spec 2 §4: optional ingredients only when asked, coal
// and wax never, nothing below a collapsed node) and where dagre places them (spec 2 §9: nodes 240×80, gaps 40
// across and 100 down).
import { Graph, layout } from '@dagrejs/dagre';
import type { RecipeResult, RecipeTree, RecipeTreeNode } from '@eoa/contracts';

export const NODE_WIDTH = 240;
export const NODE_HEIGHT = 80;
export const NODE_GAP_X = 40;
export const NODE_GAP_Y = 100;

/** Ids of the diagram's nodes: the two results, and each ingredient by its path of indexes ("n0", "n0.2" …). */
export const RESULT_ID = 'result';
export const CRITICAL_ID = 'critical';
const ingredientId = (path: readonly number[]) => `n${path.join('.')}`;

export type DiagramNodeData =
  | { kind: 'result'; result: RecipeResult; quantity: number }
  | { kind: 'critical'; result: RecipeResult; quantity: number; chance: number }
  | {
      kind: 'ingredient';
      node: RecipeTreeNode;
      /** How many the tree needs for all its crafts (the node's totalQuantity × the multiplier). */
      quantity: number;
      /** It has ingredients that are shown when it is expanded. */
      expandable: boolean;
      expanded: boolean;
    };

export interface DiagramNode {
  id: string;
  data: DiagramNodeData;
  /** Top-left corner. */
  x: number;
  y: number;
}

export interface DiagramEdge {
  id: string;
  source: string;
  target: string;
  optional: boolean;
}

export interface DiagramOptions {
  /** Node ids collapsed by the player (everything else with ingredients is expanded). */
  collapsed: ReadonlySet<string>;
  showOptional: boolean;
  multiplier: number;
}

/** Whether a node is drawn at all: coal and wax never, optional ingredients only when shown. */
export function isShown(node: RecipeTreeNode, showOptional: boolean): boolean {
  return !node.hidden && (showOptional || !node.optional);
}

/** Every node id that can be collapsed: ingredients with something shown below them. */
export function collapsibleIds(tree: RecipeTree, showOptional: boolean): string[] {
  const ids: string[] = [];
  const walk = (nodes: readonly RecipeTreeNode[], path: number[]) =>
    nodes.forEach((node, index) => {
      if (!isShown(node, showOptional)) return;
      const here = [...path, index];
      if (node.dependencies.some((child) => isShown(child, showOptional))) ids.push(ingredientId(here));
      walk(node.dependencies, here);
    });
  walk(tree.dependencies, []);
  return ids;
}

/** The nodes and edges to draw, laid out top-down by dagre: the results on top, the ingredients below them. */
export function buildDiagram(tree: RecipeTree, { collapsed, showOptional, multiplier }: DiagramOptions): { nodes: DiagramNode[]; edges: DiagramEdge[] } {
  const nodes: { id: string; data: DiagramNodeData }[] = [];
  const edges: DiagramEdge[] = [];
  nodes.push({ id: RESULT_ID, data: { kind: 'result', result: tree.results.normal, quantity: tree.results.normal.quantity * multiplier } });
  if (tree.results.critical) {
    const chance = showOptional ? tree.results.criticalChanceWithOptionals : tree.results.baseCriticalChance;
    nodes.push({ id: CRITICAL_ID, data: { kind: 'critical', result: tree.results.critical, quantity: tree.results.critical.quantity * multiplier, chance } });
  }
  const walk = (children: readonly RecipeTreeNode[], path: number[], parent: string) =>
    children.forEach((node, index) => {
      if (!isShown(node, showOptional)) return;
      const here = [...path, index];
      const id = ingredientId(here);
      const expandable = node.dependencies.some((child) => isShown(child, showOptional));
      const expanded = expandable && !collapsed.has(id);
      nodes.push({ id, data: { kind: 'ingredient', node, quantity: node.totalQuantity * multiplier, expandable, expanded } });
      edges.push({ id: `${parent}->${id}`, source: parent, target: id, optional: node.optional });
      if (expanded) walk(node.dependencies, here, id);
    });
  walk(tree.dependencies, [], RESULT_ID);

  const graph = new Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: NODE_GAP_X, ranksep: NODE_GAP_Y, marginx: 0, marginy: 0 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const node of nodes) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  layout(graph);
  return {
    nodes: nodes.map((node) => {
      const { x, y } = graph.node(node.id);
      return { ...node, x: x - NODE_WIDTH / 2, y: y - NODE_HEIGHT / 2 };
    }),
    edges,
  };
}

// The crafting page measured in Chromium (Debian's /usr/bin/chromium, as the e2e tests use it) against the bench's
// own stack: the crafting-chain diagram of the largest recipe (the most nodes in its tree), from the tree in the
// page's hands to the first paint with every node — dagre's layout and React Flow's drawing. The page records that
// span itself as the performance measure below (mfe-crafting's tree-diagram.tsx), so the automation's round trips
// are not counted.
import { median } from './statistics.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The page's measure (TREE_DRAWN_MEASURE in mfe-crafting/src/features/recipe-breakdown/tree/tree-diagram.tsx). */
const TREE_DRAWN_MEASURE = 'eoa:crafting-tree-drawn';
/** Page loads measured after the first (which also warms the server's caches and the browser's). */
const RUNS = 10;


async function getJson(url) {
  const response = await fetch(url, { headers: { 'Accept-Language': 'en' } });
  if (!response.ok) throw new Error(`${url}: status ${response.status}`);
  return response.json();
}

/** The recipe whose tree has the most nodes (then the deepest), asked of the API the page uses. */
async function largestRecipe(gateway) {
  const { recipes } = await getJson(`${gateway}/api/recipe?pageSize=10000`);
  const count = (nodes) => nodes.reduce((n, node) => n + 1 + count(node.dependencies), 0);
  let largest;
  for (const recipe of recipes) {
    const tree = await getJson(`${gateway}/api/recipe/${recipe.id}/tree`);
    const nodes = count(tree.dependencies);
    if (!largest || nodes > largest.nodes || (nodes === largest.nodes && tree.depth > largest.depth)) {
      largest = { id: recipe.id, name: recipe.name, nodes, depth: tree.depth };
    }
  }
  if (!largest) throw new Error('crafting page: the recipe list is empty');
  return largest;
}

/** Opens the recipe in a new page and returns the page's own measure of its diagram, with the nodes drawn. */
async function drawOnce(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const handle = await page.waitForFunction(
      (name) => {
        const [entry] = globalThis.performance.getEntriesByName(name);
        return entry ? { ms: entry.duration, nodes: entry.detail?.nodes ?? 0 } : null;
      },
      TREE_DRAWN_MEASURE,
      { timeout: 30_000 },
    );
    return handle.jsonValue();
  } finally {
    await page.close();
  }
}

/**
 * Runs the measurement; `figure(label, value, unit, aim)` records a figure with a maximum aim, `report(label, ms,
 * note)` prints a line.
 */
export async function benchCraftingPage({ gateway }, report, figure) {
  const largest = await largestRecipe(gateway);
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const url = `${gateway}/crafting?recipe=${largest.id}`;
    const first = await drawOnce(context, url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await drawOnce(context, url));
    const about = `${largest.name}: ${largest.nodes} ingredients on ${largest.depth} levels; ${first.nodes} nodes drawn with the results (optional, coal, wax hidden)`;
    report('crafting page: largest tree, first page', first.ms, about);
    const times = runs.map((run) => run.ms);
    const ms = median(times);
    report(`crafting page: largest tree, median of ${RUNS}`, ms, `max ${Math.max(...times).toFixed(0)} ms`);
    figure('crafting: largest tree diagram laid out and drawn', ms, 'ms', 300);
  } finally {
    await browser.close();
  }
}

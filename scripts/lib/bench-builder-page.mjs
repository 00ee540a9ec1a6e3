// The builder page measured in Chromium (Debian's /usr/bin/chromium, as the e2e tests use it) against the
// bench's own stack: navigation to a usable grid with every item (cold, then warm from IndexedDB), one equip
// to updated stats, a filter keystroke over the whole catalog, the upgrade finder over one slot's items, and
// the builder remote's JavaScript as sent (compressed) beyond what the shell loads.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Time from a real input event (`eventType`, seen by a capturing listener on the document) to the first change
 * of the element matched by `selector` — both on the page's own clock, so the browser round trip of the
 * automation is not counted. `act` performs the input (a real double-click, a real key press).
 */
async function timeToChange(page, selector, eventType, act) {
  await page.evaluate(
    ([watched, type]) => {
      const doc = globalThis.document;
      const probe = { input: 0, change: 0 };
      globalThis.__benchProbe = probe;
      doc.addEventListener(type, () => (probe.input = globalThis.performance.now()), { capture: true, once: true });
      new globalThis.MutationObserver((_, observer) => {
        if (!probe.input) return;
        observer.disconnect();
        probe.change = globalThis.performance.now();
      }).observe(doc.querySelector(watched), { subtree: true, childList: true, characterData: true, attributes: true });
    },
    [selector, eventType],
  );
  await act();
  await page.waitForFunction(() => globalThis.__benchProbe.change > 0, undefined, { timeout: 30_000 });
  return page.evaluate(() => globalThis.__benchProbe.change - globalThis.__benchProbe.input);
}

/**
 * Runs the measurements; `figure(label, value, unit, aim)` records a figure with a maximum aim, `report(label,
 * ms, note)` prints a line.
 */
export async function benchBuilderPage({ gateway }, report, figure) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const sizes = { shell: 0, builder: 0 };
    page.on('requestfinished', async (request) => {
      const url = request.url();
      if (!url.endsWith('.js')) return;
      const { responseBodySize } = await request.sizes().catch(() => ({ responseBodySize: 0 }));
      if (url.includes('/remotes/builder/')) sizes.builder += responseBodySize;
      else sizes.shell += responseBodySize;
    });
    // The status bar says "N items available" once the whole catalog is in the page.
    const ready = (p) => p.getByText(/^\d+ items available$/).waitFor({ timeout: 60_000 });

    // The first visitor after a deployment also waits for the server to build its catalog pages once.
    const first = await browser.newContext();
    let started = Date.now();
    const firstPage = await first.newPage();
    await firstPage.goto(`${gateway}/character-builder`);
    await ready(firstPage);
    report('builder page: first visitor after a deployment', Date.now() - started, 'the server builds and compresses its pages');
    await first.close();

    // A new visitor: nothing in the browser (no IndexedDB, no HTTP cache).
    started = Date.now();
    await page.goto(`${gateway}/character-builder`);
    await ready(page);
    const cold = Date.now() - started;
    report('builder page: grid with every item, cold', cold, 'a new browser: network, then IndexedDB written');

    // The same browser comes back (IndexedDB kept): a new page after the first is gone.
    await page.close();
    const warmPage = await context.newPage();
    started = Date.now();
    await warmPage.goto(`${gateway}/character-builder`);
    await ready(warmPage);
    const warm = Date.now() - started;
    report('builder page: grid with every item, warm', warm, 'items from IndexedDB');

    // One equip (double-click on the first card) until the stats panel changes.
    await warmPage.getByPlaceholder('Search items...').fill('helm');
    await warmPage.locator('.eoa-item-card').first().waitFor();
    const card = warmPage.locator('.eoa-item-card').first();
    await card.hover();
    const equip = await timeToChange(warmPage, '.builder-stats', 'dblclick', () => card.dblclick());
    report('builder page: one equip to updated stats', equip);

    // A filter keystroke over the whole catalog: until the grid shows the new result.
    await warmPage.getByRole('button', { name: 'Clear', exact: true }).click();
    await warmPage.getByText(/^\d{5} items$/).waitFor();
    const search = warmPage.getByPlaceholder('Search items...');
    await search.focus();
    const keystroke = await timeToChange(warmPage, '.builder-pager', 'keydown', () => search.press('x'));
    report('builder page: a filter keystroke over every item', keystroke);

    // The upgrade finder over every head item (the worker's own time).
    await warmPage.goto(`${gateway}/character-builder?slot=head&gain=might`);
    const ranked = warmPage.getByText(/Ranked in \d+ ms/);
    await ranked.waitFor({ timeout: 60_000 });
    const finder = Number(/(\d+)/.exec(await ranked.innerText())[1]);
    report('builder page: upgrade finder over every head item', finder);

    report('builder remote JavaScript (compressed, beyond the shell)', 0, `${(sizes.builder / 1024).toFixed(0)} KB (shell ${(sizes.shell / 1024).toFixed(0)} KB)`);
    figure('builder page, cold (grid with every item)', cold, 'ms', 2500);
    figure('builder page, warm from IndexedDB', warm, 'ms', 1000);
    figure('builder: one equip to updated stats', equip, 'ms', 16);
    figure('builder: filter keystroke over every item', keystroke, 'ms', 50);
    figure('builder: upgrade finder, one slot', finder, 'ms', 300);
    figure('builder remote JS (compressed)', sizes.builder / 1024, 'KB', 250);
  } finally {
    await browser.close();
  }
}

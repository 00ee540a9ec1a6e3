// The atlas page measured in Chromium (Debian's /usr/bin/chromium, as the e2e tests use it) against the bench's own
// stack: the composite "All Zones" view's markers loaded and drawn, and the frame times of panning and zooming over it
// with every marker category on (issue 11's aims: ≤ 1.5 s; p95 ≤ 20 ms).
import { percentile } from './statistics.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The composite answer: markers of the ten zones and their areas (tens of thousands). */
const COMPOSITE_PATH = '/api/maps/composite';


/**
 * Waits for the marker canvas to have drawn after `since` (performance.now() of the page); returns when the drawing
 * ended, on that clock, and how long the drawing itself took (the page measures each drawing: 'atlas-markers-draw').
 */
async function drawnAfter(page, since) {
  const handle = await page.waitForFunction(
    (after) => {
      const draws = globalThis.performance.getEntriesByName('atlas-markers-draw').filter((m) => m.startTime > after && m.detail.drawn > 0);
      const last = draws[draws.length - 1];
      return last ? { at: last.startTime + last.duration, took: last.duration } : null;
    },
    since,
    { timeout: 60_000, polling: 50 },
  );
  return handle.jsonValue();
}

/**
 * Runs the measurements; `figure(label, value, unit, aim)` records a figure with a maximum aim, `report(label, ms, note)`
 * prints a line.
 */
export async function benchAtlasPage({ gateway }, report, figure) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    // The first visitor after a deployment also waits for the server to build and compress the composite answer.
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    let started = Date.now();
    await firstPage.goto(`${gateway}/map?all=1`);
    await drawnAfter(firstPage, 0);
    report('atlas page: first composite view after a deployment', Date.now() - started, 'the server builds its answer');
    // …and renders the world and ten zone images once (busy meanwhile): wait for them, so the next visitor meets a warm server.
    await firstPage.waitForFunction(
      () => {
        const images = [...globalThis.document.querySelectorAll('img.atlas-map__image')];
        return images.length === 11 && images.every((image) => image.complete && image.naturalWidth > 0);
      },
      undefined,
      { timeout: 120_000, polling: 250 },
    );
    report('atlas page: the world and ten zone images rendered for the first visitor', Date.now() - started, 'once per map and language, then cached');
    await first.close();

    // A new visitor (no HTTP cache): from the composite call's start to the markers on the canvas.
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    started = Date.now();
    await page.goto(`${gateway}/map?all=1&tab=markers`);
    const { at: drawnAt } = await drawnAfter(page, 0);
    const navigation = Date.now() - started;
    const { requestStart, count, size } = await page.evaluate((path) => {
      const entry = globalThis.performance.getEntriesByType('resource').find((e) => e.name.includes(path));
      const status = globalThis.document.querySelector('[aria-label="Status bar"]')?.textContent ?? '';
      return { requestStart: entry?.startTime ?? 0, count: Number(/([\d,]+) markers? found/.exec(status)?.[1]?.replace(/,/g, '') ?? 0), size: entry?.encodedBodySize ?? 0 };
    }, COMPOSITE_PATH);
    const loadedAndDrawn = drawnAt - requestStart;
    report('atlas page: composite view, navigation to markers drawn', navigation, `${count.toLocaleString('en')} markers shown, page and remote loaded`);
    figure(`atlas page: composite markers loaded and drawn (${count.toLocaleString('en')} markers, ${(size / 1e6).toFixed(1)} MB sent)`, Math.round(loadedAndDrawn), 'ms', 1500);

    // Every category on: tick the ones the default set leaves off.
    const boxes = page.getByRole('region', { name: 'Marker categories' }).getByRole('checkbox');
    const total = await boxes.count();
    for (let i = 0; i < total; i += 1) {
      const box = boxes.nth(i);
      const label = (await box.locator('xpath=..').textContent()) ?? '';
      if (/Bundle markers|Hide what is done/.test(label)) continue;
      if (!(await box.isChecked())) await box.check();
    }
    const all = await page.evaluate(() => {
      const status = globalThis.document.querySelector('[aria-label="Status bar"]')?.textContent ?? '';
      return Number(/([\d,]+) markers? found/.exec(status)?.[1]?.replace(/,/g, '') ?? 0);
    });

    // The whole world in view (the reset zoom, 0.15): every marker the view has, bundled, on the canvas.
    const before = await page.evaluate(() => globalThis.performance.now());
    await page.getByRole('button', { name: 'Reset view' }).click();
    const world = await drawnAfter(page, before);
    const drawnCount = await page.locator('canvas.atlas-marker-canvas').getAttribute('data-drawn');
    report('atlas page: whole world in view (zoom 0.15), every category: one redraw', world.took, `${Number(drawnCount).toLocaleString('en')} drawn of ${all.toLocaleString('en')} (bundled); ${Math.round(world.at - before)} ms from the click with the zoom animation`);

    // Pan and zoom for a while with every category on, recording each frame's time (requestAnimationFrame intervals).
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(300);
    const box = await page.locator('.atlas-map').boundingBox();
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.evaluate(() => {
      const frames = [];
      let last = 0;
      globalThis.__atlasFrames = frames;
      const tick = (now) => {
        if (last) frames.push(now - last);
        last = now;
        if (!globalThis.__atlasStop) globalThis.requestAnimationFrame(tick);
      };
      globalThis.requestAnimationFrame(tick);
    });
    for (let round = 0; round < 4; round += 1) {
      // A drag across the map in small steps (a person's pan), then a few wheel notches in and out.
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let step = 1; step <= 30; step += 1) await page.mouse.move(cx - step * 12 * (round % 2 ? -1 : 1), cy - step * 6);
      await page.mouse.up();
      await page.waitForTimeout(250);
      for (const delta of [-100, -100, -100, 100, 100, 100]) {
        await page.mouse.wheel(0, delta);
        await page.waitForTimeout(300);
      }
    }
    const frames = await page.evaluate(() => {
      globalThis.__atlasStop = true;
      return globalThis.__atlasFrames;
    });
    const p95 = percentile(frames, 0.95);
    report('atlas page: pan/zoom frames', percentile(frames, 0.5), `median of ${frames.length} frames; slowest ${Math.round(Math.max(...frames))} ms`);
    figure(`atlas page: pan/zoom frame time p95, every category on (${all.toLocaleString('en')} markers)`, Math.round(p95 * 10) / 10, 'ms', 20);
    await context.close();
  } finally {
    await browser.close();
  }
}

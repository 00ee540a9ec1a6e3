// The admin quest list measured in Chromium (Debian's /usr/bin/chromium, as the e2e tests use it) against the bench's
// own stack, signed in through the login page: every quest of the sample world (3,139) in the virtualised table, from
// the navigation's start to the frame that draws the first rows with the count — the page's own clock (an init script
// watches the DOM and notes performance.now() in that frame's requestAnimationFrame), so the automation's round trips
// are not counted. The page's own measure 'admin-quest-list-rows' (from its first render to its first rows) is reported
// beside it: the difference is the shell, the remote's chunks and the token check before the list is asked for. Then the frame times while the table is scrolled
// with the mouse wheel. Aims: the list drawn ≤ 1.5 s warm, scrolling p95 ≤ 20 ms per frame.
import { median, percentile } from './statistics.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Page loads measured after the first (which also fills the browser's cache with the remote's chunks). */
const RUNS = 5;
const QUEST_LIST_PATH = '/admin/quests';


/**
 * Runs in every page before its scripts: on the quest list, the first frame with a quest row and the count text
 * ("3,139 quests") sets globalThis.__adminRowsDrawn = { at (ms since the navigation started), count, rows }.
 */
function watchQuestRows(path) {
  if (globalThis.location.pathname !== path) return;
  const observer = new globalThis.MutationObserver(() => {
    const rows = globalThis.document.querySelectorAll('.quest-table__body [role="row"]');
    const counts = globalThis.document.querySelector('.quest-list__counts')?.textContent ?? '';
    const count = /([\d,.\s]+)\s/.exec(counts)?.[1];
    if (rows.length === 0 || !count) return;
    observer.disconnect();
    globalThis.requestAnimationFrame(() => {
      globalThis.__adminRowsDrawn = { at: globalThis.performance.now(), count: Number(count.replace(/\D/g, '')), rows: rows.length };
    });
  });
  observer.observe(globalThis.document, { childList: true, subtree: true, characterData: true });
}

/** Opens the quest list in a new page; returns when its rows were drawn, on the page's clock. */
async function drawOnce(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => globalThis.__adminRowsDrawn ?? null, undefined, { timeout: 60_000, polling: 50 });
    // When the list's answer had fully arrived, on the same clock (the rest is the page's own work).
    const list = await page.evaluate(() => {
      const entry = globalThis.performance.getEntriesByType('resource').find((e) => e.name.includes('/api/admin/quests'));
      const own = globalThis.performance.getEntriesByName('admin-quest-list-rows')[0];
      return { asked: entry?.startTime ?? Number.NaN, answered: entry?.responseEnd ?? Number.NaN, ownMs: own?.duration ?? Number.NaN };
    });
    return { page, list, ...(await handle.jsonValue()) };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** Scrolls the quest table with the mouse wheel down and back up, recording every frame's interval (requestAnimationFrame). */
async function scrollFrames(page) {
  const body = await page.locator('.quest-table__body').boundingBox();
  await page.mouse.move(body.x + body.width / 2, body.y + body.height / 2);
  await page.evaluate(() => {
    const frames = [];
    let last = 0;
    globalThis.__adminFrames = frames;
    const tick = (now) => {
      if (last) frames.push(now - last);
      last = now;
      if (!globalThis.__adminStop) globalThis.requestAnimationFrame(tick);
    };
    globalThis.requestAnimationFrame(tick);
  });
  // A person's scrolling: wheel notches every few frames, down through a few thousand rows, then back up faster.
  for (let step = 0; step < 120; step += 1) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(30);
  }
  const scrolled = await page.locator('.quest-table__body [role="row"]').evaluateAll((rows) => Math.max(...rows.map((row) => Number(row.getAttribute('aria-rowindex')) - 1)));
  for (let step = 0; step < 60; step += 1) {
    await page.mouse.wheel(0, -800);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(200);
  const frames = await page.evaluate(() => {
    globalThis.__adminStop = true;
    return globalThis.__adminFrames;
  });
  return { frames, scrolled };
}

/**
 * `stack` is the bench's stack ({ gateway, admin: { username, password } }); `figure(label, value, unit, aim)` records
 * a figure with a maximum aim, `report(label, ms, note)` prints a line.
 */
export async function benchAdminPage({ gateway, admin }, report, figure) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(watchQuestRows, QUEST_LIST_PATH);
    // Signed in through the login page, as an editor is: the token stays in the context's storage for the loads below.
    const login = await context.newPage();
    await login.goto(`${gateway}/admin/login`);
    await login.getByLabel('Username').fill(admin.username);
    await login.getByLabel('Password').fill(admin.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await login.getByRole('navigation', { name: 'Administration' }).waitFor({ timeout: 30_000 });
    await login.close();

    const url = `${gateway}${QUEST_LIST_PATH}`;
    const first = await drawOnce(context, url);
    await first.page.close();
    report('quest list page: first load after the login', first.at, `${first.count.toLocaleString('en')} quests listed, ${first.rows} rows in the page (virtualised); list asked at ${Math.round(first.list.asked)} ms, answered at ${Math.round(first.list.answered)} ms`);
    const runs = [];
    const asked = [];
    const answered = [];
    const own = [];
    let last;
    for (let i = 0; i < RUNS; i++) {
      await last?.page.close();
      last = await drawOnce(context, url);
      runs.push(last.at);
      asked.push(last.list.asked);
      answered.push(last.list.answered);
      own.push(last.list.ownMs);
    }
    const ms = median(runs);
    report(`quest list page: warm (median of ${RUNS})`, ms, `slowest ${Math.max(...runs).toFixed(0)} ms; the list asked at ${Math.round(median(asked))} ms (after the page, the remote and the token check), answered at ${Math.round(median(answered))} ms; the page's own measure (first render → rows) ${Math.round(median(own))} ms`);
    figure(`admin quest list page (${last.count.toLocaleString('en')} quests), warm`, Math.round(ms), 'ms', 1500);

    const { frames, scrolled } = await scrollFrames(last.page);
    await last.page.close();
    const p95 = percentile(frames, 0.95);
    report('quest list page: scroll frames', percentile(frames, 0.5), `median of ${frames.length} frames, down to row ${scrolled.toLocaleString('en')} and back; slowest ${Math.round(Math.max(...frames))} ms`);
    figure('admin quest list page: scroll frame time p95', Math.round(p95 * 10) / 10, 'ms', 20);
    await context.close();
  } finally {
    await browser.close();
  }
}

// The home page's weight measured in Chromium (Debian's /usr/bin/chromium, as the e2e tests use it) against a running
// site: `/` opened in a fresh browser context (empty cache) until the network is idle, and every JavaScript response
// summed by its encoded size — the bytes the gateway actually sent (its compression middleware, brotli or gzip as the
// browser asks), not the files on disk. React instances are counted by an init script that stands in for the React
// DevTools hook: every react-dom in the page registers its renderer there (production builds do too), and each one
// carries the dispatcher of the react package it runs with, so two renderers or two dispatchers mean two Reacts.
// Aims: ≤ 150 KB of compressed JavaScript, exactly one React.
//
// Alone against any running site: `node scripts/lib/bench-home-page.mjs http://127.0.0.1:3000`.

import { pathToFileURL } from 'node:url';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The aim for the shell's first page, in KB (1024 bytes) of JavaScript as transferred. */
export const HOME_JS_AIM_KB = 150;
/** Loads measured; the figure is the largest (each from an empty cache, so they should agree). */
const RUNS = 3;

/** Runs in the page before its scripts: a minimal DevTools hook that records every renderer react-dom injects. */
function recordReactRenderers() {
  const renderers = new Map();
  const dispatchers = [];
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(internals) {
      const id = renderers.size + 1;
      renderers.set(id, internals);
      if (!dispatchers.includes(internals.currentDispatcherRef)) dispatchers.push(internals.currentDispatcherRef);
      globalThis.__eoaReact = { renderers: renderers.size, reacts: dispatchers.length, versions: [...renderers.values()].map((r) => r.version) };
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    setStrictMode() {},
  };
}

const isJavaScript = (response) => /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/** One load of `/` from an empty cache: the JavaScript responses with their encoded sizes, and the React count. */
async function loadOnce(browser, gateway) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    await context.addInitScript(recordReactRenderers);
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${gateway}/`, { waitUntil: 'networkidle' });
    // The home page is drawn (its tool cards), so everything it needed has been asked for.
    await page.locator('main').first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const scripts = [];
    for (const response of responses.filter(isJavaScript)) {
      const { responseBodySize } = await response.request().sizes();
      scripts.push({ url: response.url(), bytes: responseBodySize, encoding: response.headers()['content-encoding'] ?? 'identity' });
    }
    const react = await page.evaluate(() => globalThis.__eoaReact ?? { renderers: 0, reacts: 0, versions: [] });
    if (errors.length) throw new Error(`home page: ${errors.join('; ')}`);
    return { scripts, react };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => bytes / 1024;

/**
 * Runs the measurement against the site at `gateway`; `figure(label, value, unit, aim)` records a figure with a
 * maximum aim. The sizes are printed here (the bench's report() lines are timings). Returns the two values.
 */
export async function benchHomePage({ gateway }, figure) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, gateway));
    const total = (run) => run.scripts.reduce((sum, script) => sum + script.bytes, 0);
    const heaviest = runs.reduce((a, b) => (total(b) > total(a) ? b : a));
    const bytes = total(heaviest);
    const encodings = [...new Set(heaviest.scripts.map((script) => script.encoding))].join(', ');
    console.log(`  home page JS: ${kb(bytes).toFixed(1)} KB compressed (aim ≤ ${HOME_JS_AIM_KB} KB), ${heaviest.scripts.length} scripts (${encodings})`);
    for (const script of [...heaviest.scripts].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`    ${kb(script.bytes).toFixed(1).padStart(7)} KB  ${new URL(script.url).pathname}`);
    }
    const { react } = heaviest;
    console.log(`  home page React: ${react.reacts} react instance(s), ${react.renderers} react-dom renderer(s) (${react.versions.join(', ') || 'none registered'})`);
    figure('home page: JavaScript, compressed', kb(bytes), 'KB', HOME_JS_AIM_KB);
    // One React and one renderer: counted as the larger of the two, aim exactly 1 (0 means React never started).
    const instances = Math.max(react.reacts, react.renderers);
    if (instances === 0) throw new Error('home page: no React renderer registered (did the page start?)');
    figure('home page: React instances', instances, '', 1);
    return { kb: kb(bytes), reactInstances: instances };
  } finally {
    await browser.close();
  }
}

// Alone: node scripts/lib/bench-home-page.mjs <gateway URL>; exits non-zero when an aim is missed.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const gateway = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  let missed = false;
  benchHomePage(
    { gateway },
    (label, value, unit, aim) => {
      const met = value <= aim;
      missed ||= !met;
      console.log(`${label}: ${value < 10 ? value.toFixed(2) : Math.round(value)} ${unit} (aim ≤ ${aim} ${unit}) ${met ? 'met' : 'MISSED'}`);
    },
  ).then(
    () => (process.exitCode = missed ? 1 : 0),
    (error) => {
      console.error(`bench-home-page: ${error?.stack ?? error}`);
      process.exitCode = 1;
    },
  );
}

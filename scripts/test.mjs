#!/usr/bin/env node
// `npm test`: the scripts' own tests, every project's Jest suite through Nx (unit and integration, two projects at
// a time on two cores: each integration run has a database and a Redis key prefix of its own), then the Playwright suite (skipped with
// --unit). Exits non-zero if anything failed, and ends with one line "N passed, N failed" for CI.
import './lib/node-version.mjs';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nxEnvironment } from './lib/build.mjs';
import { paint, say, speakAs } from './lib/output.mjs';
import { startChild, stopChildren } from './lib/processes.mjs';
import {
  formatDuration,
  formatSummary,
  parseChaosTotals,
  parseEslintTotals,
  parseJestTotals,
  parseNodeTestTotals,
  parseNxFailedTasks,
  parsePlaywrightTotals,
  settle,
} from './lib/test-summary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
speakAs('test');
const unitOnly = process.argv.includes('--unit');
const running = [];

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopChildren(running, 10_000);
    process.exit(130);
  });
}

/** Runs one step with its output relayed, and returns its lines and exit code. */
async function step(tag, command, args, env = process.env) {
  say(`${tag}: ${[command, ...args].join(' ')}`);
  const lines = [];
  const began = Date.now();
  const entry = startChild(tag, command, args, { env, cwd: root, onLine: (line) => lines.push(line) });
  running.push(entry);
  const { code, signal } = await entry.exited;
  running.splice(running.indexOf(entry), 1);
  return { lines, code: code ?? (signal ? 1 : 0), ms: Date.now() - began };
}

const results = [];
const runBegan = Date.now();

// Lint first (`npm run lint`: eslint.config.js, the import rules of DESIGN.md, no warning allowed). A lint
// error fails the run and counts in the summary; the other steps still run.
const lint = await step('lint', 'npm', ['run', 'lint', '--silent']);
results.push({ name: 'lint', code: lint.code, ms: lint.ms, ...settle(parseEslintTotals(lint.lines), lint.code) });

// Listed, not the folder: given scripts/, node --test would also run this file (it is named test.mjs).
const scriptTests = readdirSync(join(root, 'scripts', 'lib'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => join('scripts', 'lib', name));
const scripts = await step('scripts', process.execPath, ['--test', ...scriptTests]);
results.push({ name: 'launcher scripts', code: scripts.code, ms: scripts.ms, ...settle(parseNodeTestTotals(scripts.lines), scripts.code) });

const jest = await step('jest', 'npx', ['nx', 'run-many', '-t', 'test', '--parallel=2', '--outputStyle=static'], nxEnvironment(process.env));
const failedTasks = parseNxFailedTasks(jest.lines);
const jestTotals = parseJestTotals(jest.lines);
// A project whose Jest never printed a summary (it did not compile, say) still counts as a failure.
results.push({ name: 'unit and integration', code: jest.code, ms: jest.ms, ...settle(jestTotals, jest.code, jestTotals.failed === 0 ? failedTasks.length : 0) });
if (failedTasks.length) say(paint(31, `failed projects: ${failedTasks.join(', ')}`));

if (unitOnly) {
  say('skipping e2e and the chaos suite (--unit)');
} else {
  const e2e = await step('e2e', 'npm', ['--workspace', 'e2e', 'run', 'e2e']);
  results.push({ name: 'e2e', code: e2e.code, ms: e2e.ms, ...settle(parsePlaywrightTotals(e2e.lines), e2e.code) });
  // `npm run chaos` on the code e2e's start has just built: its quick parts (fuzz with 50 malformed requests per
  // endpoint instead of 200, gateway overhead; about 2 min with the site's start), the whole suite under CI (.ci/run
  // sets CI=true; about 3 min, which keeps CI near 13 of its 20 minutes).
  const whole = process.env.CI === 'true';
  // The gateway-overhead ratio is measured and printed but not counted: its aim (≤ 1.3×) is not met on this two-core
  // machine yet (README, "The fault and load suite"); run `npm run chaos` by hand to see it fail.
  const chaos = await step('chaos', process.execPath, [
    'scripts/chaos.mjs',
    ...(whole ? [] : ['--quick', '--cases', '50']),
    '--known-gap',
    'overhead-ratio',
  ]);
  results.push({ name: whole ? 'chaos' : 'chaos (quick)', code: chaos.code, ms: chaos.ms, ...settle(parseChaosTotals(chaos.lines), chaos.code) });
}

for (const result of results) {
  say(`${result.name}: ${formatSummary(result)} in ${formatDuration(result.ms)}${result.code === 0 ? '' : paint(31, ` (exit code ${result.code})`)}`);
}
say(`whole run: ${formatDuration(Date.now() - runBegan)}`);
const total = results.reduce(
  (sum, result) => ({ passed: sum.passed + result.passed, failed: sum.failed + result.failed, skipped: sum.skipped + result.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const ok = results.every((result) => result.code === 0) && total.failed === 0;
// Alone on its line, unprefixed: CI reads it.
process.stdout.write(`${formatSummary(total)}\n`);
process.exit(ok ? 0 : 1);

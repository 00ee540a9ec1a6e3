// Counting what a test run did from the runners' own closing lines, for the one summary line CI reads.
import { stripVTControlCharacters } from 'node:util';

const strip = (line) => stripVTControlCharacters(line);

/** Jest: "Tests:       1 failed, 2 skipped, 40 passed, 43 total" (one per project). */
export function parseJestTotals(lines) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const raw of lines) {
    const line = strip(raw);
    const match = /^\s*Tests:\s+(.*\btotal)\s*$/.exec(line);
    if (!match) continue;
    for (const [, count, kind] of match[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      totals[kind === 'todo' ? 'skipped' : kind] += Number(count);
    }
  }
  return totals;
}

/** Nx's closing list of failed tasks: "Failed tasks:" followed by "- @eoa/x:test" lines. */
export function parseNxFailedTasks(lines) {
  const failed = [];
  let inList = false;
  for (const raw of lines) {
    const line = strip(raw).trim();
    if (/^Failed tasks:?$/.test(line)) {
      inList = true;
      continue;
    }
    if (!inList) continue;
    const task = /^-\s+(\S+)$/.exec(line);
    if (task) failed.push(task[1]);
    else if (line !== '') inList = false;
  }
  return failed;
}

/** Node's test runner: TAP ("# pass 12", "# fail 0") or, Node 24's default when not on a terminal, spec ("ℹ pass 12"). */
export function parseNodeTestTotals(lines) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const raw of lines) {
    const match = /^(?:#|ℹ) (pass|fail|skipped|todo) (\d+)$/.exec(strip(raw).trim());
    if (match) totals[{ pass: 'passed', fail: 'failed', skipped: 'skipped', todo: 'skipped' }[match[1]]] += Number(match[2]);
  }
  return totals;
}

/** Playwright's list reporter: "  12 passed (1.2m)", "  1 failed", "  2 flaky", "  1 skipped". */
export function parsePlaywrightTotals(lines) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const raw of lines) {
    const match = /^\s*(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b/.exec(strip(raw));
    if (!match) continue;
    const count = Number(match[1]);
    // A flaky test failed once and then passed on retry: it counts as passed, as Playwright's exit code does.
    if (match[2] === 'passed' || match[2] === 'flaky') totals.passed += count;
    else if (match[2] === 'skipped') totals.skipped += count;
    else totals.failed += count;
  }
  return totals;
}

/** The fault and load suite (scripts/chaos.mjs): "chaos: 5 aims met, 1 missed (95 s)" — each aim one check. */
export function parseChaosTotals(lines) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const raw of lines) {
    const match = /^chaos: (\d+) aims? met, (\d+) missed\b/.exec(strip(raw).trim());
    if (match) {
      totals.passed += Number(match[1]);
      totals.failed += Number(match[2]);
    }
  }
  return totals;
}

/**
 * ESLint (stylish): "✖ 3 problems (2 errors, 1 warning)" when anything is reported, nothing when clean.
 * The lint of the whole workspace counts as one passed check when clean; otherwise each problem is a failure
 * (warnings too: `npm run lint` allows none).
 */
export function parseEslintTotals(lines) {
  for (const line of lines) {
    const match = /✖ (\d+) problems? \((\d+) errors?, (\d+) warnings?\)/.exec(strip(line));
    if (match) return { passed: 0, failed: Number(match[1]), skipped: 0 };
  }
  return { passed: 1, failed: 0, skipped: 0 };
}

/**
 * A step's counts, made honest against its exit code: a step that failed without any counted failure
 * (a compile error, a crash before the runner's summary) counts as one failure of its own.
 */
export function settle(totals, exitCode, extraFailures = 0) {
  const failed = totals.failed + extraFailures;
  return { ...totals, failed: exitCode !== 0 && failed === 0 ? 1 : failed };
}

export function formatSummary({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** A step's wall time as a person reads it: "48 s", "7 m 05 s". */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} m ${String(seconds % 60).padStart(2, '0')} s`;
}

import assert from 'node:assert/strict';
import { test } from 'node:test';
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
} from './test-summary.mjs';

test('adds up the Jest summaries of several projects, colours and all', () => {
  const lines = [
    'Tests:       128 passed, 128 total',
    '\x1b[1mTests:       \x1b[22m\x1b[1m\x1b[31m2 failed\x1b[39m\x1b[22m, 1 skipped, 1 todo, 10 passed, 14 total',
    'Test Suites: 1 failed, 3 passed, 4 total',
    'No tests found, exiting with code 0',
  ];
  assert.deepEqual(parseJestTotals(lines), { passed: 138, failed: 2, skipped: 2 });
});

test('reads the failed tasks Nx lists at the end', () => {
  const lines = ['', ' NX   Ran target test for 12 projects (20s)', '', '   ✖  2/12 failed', '', 'Failed tasks:', '', '- @eoa/gateway:test', '- @eoa/service-admin:test', '', 'Hint: …'];
  assert.deepEqual(parseNxFailedTasks(lines), ['@eoa/gateway:test', '@eoa/service-admin:test']);
  assert.deepEqual(parseNxFailedTasks(['Successfully ran target test for 12 projects']), []);
});

test("reads node's test runner and Playwright's list reporter", () => {
  assert.deepEqual(parseNodeTestTotals(['# tests 6', '# pass 5', '# fail 1', '# skipped 0']), { passed: 5, failed: 1, skipped: 0 });
  assert.deepEqual(parseNodeTestTotals(['ℹ tests 7', 'ℹ suites 0', 'ℹ pass 6', 'ℹ fail 1', 'ℹ skipped 2', 'ℹ todo 0']), { passed: 6, failed: 1, skipped: 2 });
  assert.deepEqual(parsePlaywrightTotals(['  1 failed', '    [chromium] › home.spec.ts:3:1 › home', '  2 flaky', '  1 skipped', '  20 passed (1.5m)']), {
    passed: 22,
    failed: 1,
    skipped: 1,
  });
});

test('a step that failed without counting a failure counts as one', () => {
  assert.deepEqual(settle({ passed: 10, failed: 0, skipped: 0 }, 1), { passed: 10, failed: 1, skipped: 0 });
  assert.deepEqual(settle({ passed: 10, failed: 0, skipped: 0 }, 1, 2), { passed: 10, failed: 2, skipped: 0 });
  assert.deepEqual(settle({ passed: 10, failed: 3, skipped: 0 }, 1), { passed: 10, failed: 3, skipped: 0 });
  assert.deepEqual(settle({ passed: 10, failed: 0, skipped: 0 }, 0), { passed: 10, failed: 0, skipped: 0 });
});

test('prints the line CI reads', () => {
  assert.equal(formatSummary({ passed: 3, failed: 0, skipped: 0 }), '3 passed, 0 failed');
  assert.equal(formatSummary({ passed: 3, failed: 1, skipped: 2 }), '3 passed, 1 failed, 2 skipped');
  assert.equal(formatDuration(400), '0 s');
  assert.equal(formatDuration(47_600), '48 s');
  assert.equal(formatDuration(59_499), '59 s');
  assert.equal(formatDuration(59_500), '1 m 00 s');
  assert.equal(formatDuration(425_000), '7 m 05 s');
});

test('counts a clean lint as one passed check and every reported problem as a failure', () => {
  assert.deepEqual(parseEslintTotals(['> eslint . --max-warnings 0']), { passed: 1, failed: 0, skipped: 0 });
  assert.deepEqual(parseEslintTotals(['', '\x1b[31m\x1b[1m✖ 3 problems (2 errors, 1 warning)\x1b[22m\x1b[39m']), { passed: 0, failed: 3, skipped: 0 });
  assert.deepEqual(parseEslintTotals(['✖ 1 problem (1 error, 0 warnings)']), { passed: 0, failed: 1, skipped: 0 });
});

test('counts the chaos suite\'s aims: met ones pass, missed ones fail', () => {
  assert.deepEqual(parseChaosTotals(['[chaos] fuzz: answers 5xx: 0 (aim = 0) met', 'chaos: 4 aims met, 1 missed (95 s)']), { passed: 4, failed: 1, skipped: 0 });
  assert.deepEqual(parseChaosTotals(['chaos: not built']), { passed: 0, failed: 0, skipped: 0 });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MARKER_PATTERN, describeImbalance, markerOf, reconcileWrites } from './chaos-accounting.mjs';

const m = (n) => markerOf('run1', n);

test('balanced books: every 201 stored once, 429s not stored', () => {
  const outcomes = [{ marker: m(1), status: 201 }, { marker: m(2), status: 429 }, { marker: m(3), status: 201 }];
  const result = reconcileWrites(outcomes, [m(3), m(1)]);
  assert.equal(result.accepted, 2);
  assert.equal(result.refused, 1);
  assert.deepEqual(describeImbalance(result), []);
});

test('an acknowledged write missing from the database is lost', () => {
  const result = reconcileWrites([{ marker: m(1), status: 201 }, { marker: m(2), status: 201 }], [m(1)]);
  assert.deepEqual(result.lost, [m(2)]);
  assert.match(describeImbalance(result)[0], /1 acknowledged but not stored \(chaos-run1-2\)/);
});

test('a row stored twice is duplicated', () => {
  const result = reconcileWrites([{ marker: m(1), status: 201 }], [m(1), m(1)]);
  assert.deepEqual(result.duplicated, [m(1)]);
  assert.equal(describeImbalance(result).length, 1);
});

test('a refused write that was stored anyway is reported; an unanswered one is allowed unless asked', () => {
  const result = reconcileWrites(
    [{ marker: m(1), status: 429 }, { marker: m(2), status: 503 }, { marker: m(3), status: 0 }],
    [m(1), m(2), m(3)],
  );
  assert.deepEqual(result.storedDespiteRefusal, [m(1)]);
  assert.deepEqual(result.storedUnanswered, [m(2), m(3)]);
  assert.deepEqual(result.otherStatuses, { 503: 1, 0: 1 });
  assert.equal(describeImbalance(result).length, 1);
  assert.equal(describeImbalance(result, { allowUnanswered: false }).length, 2);
});

test('a stored marker never sent is a stray; a marker sent twice is the suite’s own error', () => {
  assert.deepEqual(reconcileWrites([], [m(9)]).strays, [m(9)]);
  assert.throws(() => reconcileWrites([{ marker: m(1), status: 201 }, { marker: m(1), status: 201 }], []), /sent twice/);
});

test('markers are found in a stored text', () => {
  assert.equal(MARKER_PATTERN.exec(`report ${markerOf('ab12', 42)} from the suite`)?.[0], 'chaos-ab12-42');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSupportedNode } from './node-version.mjs';

test('the project runs on Node 22.12 and newer (24 is the LTS it is made for)', () => {
  for (const version of ['22.12.0', '22.20.1', '24.21.0', '26.10.0']) assert.equal(isSupportedNode(version), true, version);
  for (const version of ['20.20.2', '22.11.0', '18.20.8']) assert.equal(isSupportedNode(version), false, version);
});

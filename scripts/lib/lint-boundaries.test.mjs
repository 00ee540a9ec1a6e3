// The import rules of DESIGN.md, shown to fail: each case lints a small file at a given path through the
// workspace's own eslint.config.js and expects the boundary rules to report it (or to stay quiet).
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` placed at `file` (relative to the workspace root). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages
    .filter((message) => message.ruleId === 'eoa/project-boundaries' || message.ruleId === 'eoa/feature-isolation')
    .map((message) => message.message);
}

const forbidden = [
  ['a remote importing another remote by package', 'mfe-loot/src/x.ts', "import { a } from '@eoa/mfe-crafting';", /is an app/],
  ['a remote importing another remote by path', 'mfe-loot/src/x.ts', "import { a } from '../../mfe-crafting/src/exposes/CraftingApp.js';", /reaches into mfe-crafting/],
  ['a remote importing the shell', 'mfe-atlas/src/x.ts', "import { a } from '@eoa/shell';", /is an app/],
  ["the shell importing a remote's source", 'shell/src/remotes/x.ts', "import { a } from '../../../mfe-loot/src/exposes/LootApp.js';", /reaches into mfe-loot \(an app/],
  ['the gateway importing a service', 'gateway/src/x.ts', "import { a } from '@eoa/service-admin';", /is an app/],
  ['a service importing another service', 'services/loot/src/x.ts', "import { a } from '@eoa/service-builder';", /is an app/],
  ['a service reaching into another by path', 'services/loot/src/x.ts', "import { a } from '../../builder/src/items/items.service.js';", /reaches into services\/builder \(an app/],
  ['a lib importing an app', 'libs/ui/src/x.ts', "import { a } from '@eoa/gateway';", /is an app/],
  ['contracts importing server-kit', 'libs/contracts/src/x.ts', "import { a } from '@eoa/server-kit';", /pure/],
  ['game-rules importing an npm package other than lz-string', 'libs/game-rules/src/x.ts', "import { a } from 'pure-rand';", /pure/],
  ['contracts importing a Node built-in', 'libs/contracts/src/x.ts', "import { readFileSync } from 'node:fs';", /pure/],
  ['a browser project importing Nest', 'mfe-admin/src/x.ts', "import { Injectable } from '@nestjs/common';", /browser/],
  ['a browser project importing TypeORM', 'mfe-admin/src/x.ts', "import { DataSource } from 'typeorm';", /browser/],
  ['a browser lib importing Nest', 'libs/api-client/src/x.ts', "import { HttpStatus } from '@nestjs/common';", /browser/],
  ['a browser project importing server-kit', 'shell/src/x.ts', "import { a } from '@eoa/server-kit';", /browser/],
  ['a browser lib importing dataset', 'libs/ui/src/x.ts', "export { a } from '@eoa/dataset';", /browser/],
  ['a test reaching into a lib by relative path', 'services/atlas/test/x.spec.ts', "import { a } from '../../../libs/contracts/src/index.js';", /import "@eoa\/contracts" instead/],
  ['a dynamic import across remotes', 'mfe-builder/src/x.ts', "export const load = () => import('../../mfe-admin/src/exposes/AdminApp.js');", /reaches into mfe-admin/],
  ['a shell feature importing the app folder', 'shell/src/features/home/x.test.tsx', "import { publicRoutes } from '../../app/public-routes';", /may not import the app folder/],
  ['a shell feature importing another feature', 'shell/src/features/home/x.tsx', "import { a } from '../footer/components/site-footer';", /may not import the feature "footer"/],
];

for (const [name, file, code, expected] of forbidden) {
  test(`lint fails: ${name}`, async () => {
    const errors = await boundaryErrors(file, code);
    assert.equal(errors.length, 1, `expected one boundary error for ${file}, got ${JSON.stringify(errors)}`);
    assert.match(errors[0], expected);
  });
}

const allowed = [
  ['a remote importing the ui kit', 'mfe-loot/src/x.ts', "import { Button } from '@eoa/ui';"],
  ['a service importing server-kit and dataset', 'services/loot/src/x.ts', "import { a } from '@eoa/server-kit';\nimport { b } from '@eoa/dataset';"],
  ['game-rules importing contracts and lz-string', 'libs/game-rules/src/x.ts', "import { a } from '@eoa/contracts';\nimport b from 'lz-string';"],
  ['contracts importing zod', 'libs/contracts/src/x.ts', "import { z } from 'zod';"],
  ['the gateway importing server-kit and Node built-ins', 'gateway/src/x.ts', "import { a } from '@eoa/server-kit';\nimport http from 'node:http';"],
  ['a file inside its own project', 'mfe-loot/src/exposes/x.ts', "import { a } from '../features/y.js';"],
  ['a feature importing shared shell folders', 'shell/src/features/home/x.tsx', "import { a } from '../../testing/mock-api';\nimport { b } from '../../assets/logo-url';"],
  ['a project config using the workspace tooling', 'mfe-loot/jest.config.js', "import { jestConfig } from '../jest.base.js';"],
];

for (const [name, file, code] of allowed) {
  test(`lint allows: ${name}`, async () => {
    assert.deepEqual(await boundaryErrors(file, code), []);
  });
}

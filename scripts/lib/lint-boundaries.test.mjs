// The import rules of DESIGN.md, shown to fail: each case lints a small file at a given path through the
// workspace's own eslint.config.js and expects the boundary rules to report it (or to stay quiet).
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { readWorkspaceProjects } from '../../tools/eslint/workspace-projects.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The cases are texts at paths no tsconfig.json lists, so the type-aware rules (and the project service they need)
// are off here: the boundary rules read import paths only.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

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
  ['a pure lib\'s code (not a test) importing fast-check', 'libs/contracts/src/x.ts', "import fc from 'fast-check';", /pure/],
  ['a browser project importing Nest', 'mfe-admin/src/x.ts', "import { Injectable } from '@nestjs/common';", /browser/],
  ['a browser project importing TypeORM', 'mfe-admin/src/x.ts', "import { DataSource } from 'typeorm';", /browser/],
  ['a browser lib importing Nest', 'libs/api-client/src/x.ts', "import { HttpStatus } from '@nestjs/common';", /browser/],
  ['a browser project importing server-kit', 'shell/src/x.ts', "import { a } from '@eoa/server-kit';", /browser/],
  ['a browser lib importing dataset', 'libs/ui/src/x.ts', "export { a } from '@eoa/dataset';", /browser/],
  ['a test reaching into a lib by relative path', 'services/atlas/test/x.spec.ts', "import { a } from '../../../libs/contracts/src/index.js';", /import "@eoa\/contracts" instead/],
  ['a dynamic import across remotes', 'mfe-builder/src/x.ts', "export const load = () => import('../../mfe-admin/src/exposes/AdminApp.js');", /reaches into mfe-admin/],
  ['a shell feature importing the app folder', 'shell/src/features/home/x.test.tsx', "import { publicRoutes } from '../../app/public-routes';", /may not import the app folder/],
  ['a shell feature importing another feature', 'shell/src/features/home/x.tsx', "import { a } from '../footer/components/site-footer';", /may not import the feature "footer"/],
  ['a test in a shared shell folder importing the app folder', 'shell/src/remotes/x.test.tsx', "import { toolRoutes } from '../app/tool-routes';", /shared folder "remotes" may not import the app folder/],
  ['an admin component importing a feature', 'mfe-admin/src/components/x.tsx', "import { a } from '../features/login/components/login-page';", /shared folder "components" may not import the feature "login"/],
  ['a file at the root of src importing a feature', 'mfe-builder/src/builder-views.ts', "import { a } from './features/items/x';", /shared file "builder-views.ts" may not import the feature "items"/],
  ['a feature test reaching into another feature', 'mfe-loot/src/features/boss-list/x.test.tsx', "import { a } from '../boss-loot/lib/drop-filters';", /may not import the feature "boss-loot"/],
  ['shared code importing the route table', 'mfe-loot/src/shared/x.ts', "import LootApp from '../exposes/LootApp';", /shared folder "shared" may not import the route table/],
];

// The feature rule reaches the src/ of every front end (the apps tagged platform:browser): the shell and each remote.
const frontEnds = readWorkspaceProjects(root)
  .filter((project) => project.tags.includes('type:app') && project.tags.includes('platform:browser'))
  .map((project) => project.root);

test('the front ends the feature rule reads are the shell and the five remotes', () => {
  assert.deepEqual(frontEnds.sort(), ['mfe-admin', 'mfe-atlas', 'mfe-builder', 'mfe-crafting', 'mfe-loot', 'shell']);
});

for (const frontEnd of frontEnds) {
  forbidden.push(
    [`${frontEnd}: a feature importing another feature`, `${frontEnd}/src/features/a/components/x.tsx`, "import { b } from '../../b/components/y';", /the feature "a" may not import the feature "b"/],
    [`${frontEnd}: shared code importing a feature`, `${frontEnd}/src/shared/x.ts`, "import { a } from '../features/a/api/get-a';", /shared folder "shared" may not import the feature "a"/],
    [`${frontEnd}: a feature importing the app folder`, `${frontEnd}/src/features/a/x.tsx`, "import { b } from '../../app/b';", /the feature "a" may not import the app folder/],
    [`${frontEnd}: a feature importing the route table`, `${frontEnd}/src/features/a/x.tsx`, "import App from '../../exposes/App';", /the feature "a" may not import the route table/],
  );
}

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
  ["a pure lib's test importing fast-check", 'libs/contracts/src/x.test.ts', "import fc from 'fast-check';"],
  ['the gateway importing server-kit and Node built-ins', 'gateway/src/x.ts', "import { a } from '@eoa/server-kit';\nimport http from 'node:http';"],
  ['a file inside its own project', 'mfe-loot/src/exposes/x.ts', "import { a } from '../features/y.js';"],
  ['a feature importing shared shell folders', 'shell/src/features/home/x.tsx', "import { a } from '../../testing/mock-api';\nimport { b } from '../../assets/logo-url';"],
  ['a project config using the workspace tooling', 'mfe-loot/jest.config.js', "import { jestConfig } from '../jest.base.js';"],
  ['a feature test rendering the whole tool through its route table', 'mfe-loot/src/features/boss-list/components/x.test.tsx', "import LootApp from '../../../exposes/LootApp';"],
  ['a test helper rendering the whole tool', 'mfe-admin/src/testing/x.tsx', "import AdminApp from '../exposes/AdminApp';"],
  ['a page of the app folder composing features and shared code', 'mfe-loot/src/app/x.tsx', "import { a } from '../features/boss-list/components/boss-list';\nimport { b } from '../shared/error-text';"],
  ['a feature importing its own folders and shared ones', 'mfe-loot/src/features/boss-loot/components/x.tsx', "import { a } from '../api/get-boss';\nimport { b } from '../../../shared/error-text';"],
  ['the entry file mounting the route table', 'mfe-atlas/src/bootstrap.tsx', "import AtlasApp from './exposes/AtlasApp';"],
];

for (const [name, file, code] of allowed) {
  test(`lint allows: ${name}`, async () => {
    assert.deepEqual(await boundaryErrors(file, code), []);
  });
}

// One ESLint configuration for the whole workspace (`npm run lint`, run first by `npm test`).
// The boundary rule reads each project's Nx tags from its package.json: see tools/eslint/project-boundaries.js.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createProjectBoundariesRule } from './tools/eslint/project-boundaries.js';
import { createFeatureIsolationRule } from './tools/eslint/feature-isolation.js';
import { readWorkspaceProjects } from './tools/eslint/workspace-projects.js';

const workspaceRoot = dirname(fileURLToPath(import.meta.url));
const workspace = { workspaceRoot, projects: readWorkspaceProjects(workspaceRoot) };
const browserFolders = workspace.projects.filter((project) => project.tags.includes('platform:browser')).map((project) => project.root);
// `npm run lint` caches results keyed on the configuration, where a plugin counts by its name and version only:
// the version is a digest of our rules' sources and of every project's tags, so changing either re-lints all files.
const rulesFolder = join(workspaceRoot, 'tools', 'eslint');
const eoaDigest = createHash('sha256')
  .update(JSON.stringify(workspace.projects))
  .update(readdirSync(rulesFolder).sort().map((name) => readFileSync(join(rulesFolder, name), 'utf8')).join('\0'))
  .digest('hex')
  .slice(0, 16);
const eoa = {
  meta: { name: 'eoa', version: eoaDigest },
  rules: {
    'project-boundaries': createProjectBoundariesRule(workspace),
    'feature-isolation': createFeatureIsolationRule(workspace),
  },
};

export default defineConfig(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { eoa },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'eoa/project-boundaries': 'error',
      'eoa/feature-isolation': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Nest's modules and DTOs are classes with decorators only.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // Promises are awaited, returned or handed to something that handles them: a floating one loses its rejection
    // (an unhandled one stops a Node.js process), and a promise where a void callback is expected does the same.
    // These two rules read types: each file is linted with its project's tsconfig.json (typescript-eslint's service).
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: workspaceRoot } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: browserFolders.map((folder) => `${folder}/**/*.{ts,tsx,js}`),
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    // Jest's globals only where Jest runs: Playwright (e2e/) and node:test (scripts/) import theirs.
    files: ['**/*.{spec,test}.{ts,tsx}', '**/test/**', '**/testing/**', '**/test-setup.ts'],
    ignores: ['e2e/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);

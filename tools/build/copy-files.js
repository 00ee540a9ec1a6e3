#!/usr/bin/env node
// Copies non-TypeScript assets (stylesheets, by default) from a lib's src/ into its dist/, keeping the folder
// layout. tsc only emits .js/.d.ts, but the emitted modules still `import './x.css'`, so without this step a
// bundler reading the lib from dist/ would fail to resolve the stylesheet.
//
// usage: node tools/build/copy-files.js <from> <to> [extension ...]   (run from the lib's folder)
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const [from = 'src', to = 'dist', ...rawExtensions] = process.argv.slice(2);
const extensions = rawExtensions.length ? rawExtensions : ['.css'];
const source = resolve(from);
const target = resolve(to);

if (!existsSync(source)) {
  console.error(`copy-files: ${source} does not exist`);
  process.exit(1);
}

let copied = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (extensions.some((ext) => name.endsWith(ext))) {
      cpSync(path, join(target, relative(source, path)));
      copied += 1;
    }
  }
}
walk(source);
console.log(`copy-files: ${copied} file(s) (${extensions.join(', ')}) from ${from} to ${to}`);

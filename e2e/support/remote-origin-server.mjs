#!/usr/bin/env node
// A remote deployed on another origin, for the e2e run: serves one remote's build folder (mfe-<name>/dist) on a port
// of its own, as a static host or CDN would — CORS for the shell's origin (the manifest is fetched; the scripts
// run cross-origin), content types by extension, gzip when asked, 404 for anything not in the folder. The gateway is
// told about it through REMOTE_<NAME>_URL (support/environment.ts), so /remotes.json points the shell here.
//
//   REMOTE_ORIGIN_DIR=../mfe-loot/dist REMOTE_ORIGIN_PORT=3810 node support/remote-origin-server.mjs
//
// GET / answers 200 (Playwright's readiness check) even before the build exists: the launcher builds the remote after
// this server has started, and every file is read from disk when asked for.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

const root = resolve(process.env.REMOTE_ORIGIN_DIR ?? '');
const port = Number(process.env.REMOTE_ORIGIN_PORT);
if (!process.env.REMOTE_ORIGIN_DIR || !Number.isInteger(port) || port <= 0) {
  console.error('remote-origin-server: set REMOTE_ORIGIN_DIR (the remote build folder) and REMOTE_ORIGIN_PORT');
  process.exit(2);
}

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.json', '.map', '.css', '.html', '.svg']);

const server = createServer(async (req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Max-Age': '86400' }).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (path === '/') {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`remote build folder ${root}\n`);
    return;
  }
  const file = resolve(root, `.${path}`);
  const info = file.startsWith(root + sep) ? await stat(file).catch(() => null) : null;
  if (!info?.isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${path}\n`);
    return;
  }
  const ext = extname(file).toLowerCase();
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    // The manifest and the entry keep their names between builds; the hashed chunks could be cached for good.
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : { 'Content-Length': String(info.size) }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    await (gzip ? pipeline(createReadStream(file), createGzip(), res) : pipeline(createReadStream(file), res));
  } catch {
    res.destroy();
  }
});

server.listen(port, '127.0.0.1', () => console.log(`remote-origin-server: ${root} at http://127.0.0.1:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));

import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { REMOTE_NAMES } from '@eoa/contracts';
import { cacheControlFor, REVALIDATE } from './cache-policy.js';
import { echoed, sendError } from './errors.js';

/** Where the front-end builds are, relative to the workspace root (the rspack output folders). */
export function shellDist(staticRoot: string): string {
  return join(staticRoot, 'shell', 'dist');
}
export function remoteDist(staticRoot: string, name: string): string {
  return join(staticRoot, `mfe-${name}`, 'dist');
}

/** The encodings the builds precompress (tools/rspack/precompress-plugin.js writes `<file>.br` and `<file>.gz`). */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * A folder of built files. Where the build left a precompressed copy beside a file (brotli level 11, gzip 9), a
 * client that accepts that encoding gets the copy as it is on disk — its own Content-Length and ETag,
 * Content-Encoding, Vary: Accept-Encoding, the original's Content-Type — so the compression middleware leaves it
 * alone; brotli is preferred. Other clients, and files without a copy, go through the middleware (on the fly).
 * The copies are found once, when the gateway starts: files built afterwards are compressed on the fly until the
 * next start.
 */
function staticFiles(root: string, index: string | false) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index,
    serveStatic: {
      index,
      redirect: false,
      // Cache-Control is set per file below; serve-static's own "max-age=0" would otherwise win.
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath.replace(PRECOMPRESSED_SUFFIX, ''))),
    },
  });
}

/**
 * /remotes/<name>/ serves each remote's build. CORS and a cross-origin resource policy let a shell on
 * another origin fetch the manifest and run the scripts; a missing file is a 404, never the shell's page.
 */
export function remoteHosting(staticRoot: string): Router {
  const router = express.Router();
  router.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Max-Age', '86400');
      res.status(204).end();
      return;
    }
    next();
  });
  for (const name of REMOTE_NAMES) router.use(`/${name}`, staticFiles(remoteDist(staticRoot, name), false));
  router.use((req: Request, res: Response) => sendError(res, 404, 'routing.noRemoteFile', { path: `/remotes${echoed(req.path)}` }));
  return router;
}

/** A path whose last segment has an extension asks for a file, not a page of the app. */
const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;
const NOT_PAGES = /^\/(api|remotes)(\/|$)/;

/**
 * The shell at "/", and its index.html for every client-side route (a browser navigation: GET or HEAD that
 * accepts text/html). API paths, remote files and anything that looks like a file stay 404, so a missing
 * chunk fails loudly instead of being answered with HTML.
 */
export function shellHosting(staticRoot: string): Router {
  const root = shellDist(staticRoot);
  const indexFile = join(root, 'index.html');
  const router = express.Router();
  router.use(staticFiles(root, 'index.html'));
  router.use((req: Request, res: Response, next: NextFunction) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (req.headers.accept ?? '').includes('text/html') &&
      !NOT_PAGES.test(req.path) &&
      !FILE_EXTENSION.test(req.path);
    if (!isPage) return next();
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(indexFile, { cacheControl: false }, (error?: NodeJS.ErrnoException) => {
      if (!error) return;
      if (error.code === 'ENOENT') sendError(res, 503, 'routing.notBuilt', {});
      else next(error);
    });
  });
  return router;
}

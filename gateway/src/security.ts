import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * Helmet's headers with a Content-Security-Policy that lets Module Federation work: the shell fetches each
 * remote's manifest (connect-src) and then loads its remoteEntry.js and chunks as scripts (script-src), from
 * this site or from the origins configured for remotes; those chunks may bring styles, fonts and images.
 */
export function securityHeaders(remoteOrigins: readonly string[]) {
  return fixedHeaders(helmetFor(remoteOrigins));
}

/** Helmet as configured here, run per request (securityHeaders runs it once); exported for the test that compares them. */
export function helmetFor(remoteOrigins: readonly string[]) {
  const self = "'self'";
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, ...remoteOrigins],
        connectSrc: [self, ...remoteOrigins],
        // Remotes' bundlers inject their CSS as <style> elements.
        styleSrc: [self, "'unsafe-inline'", ...remoteOrigins],
        imgSrc: [self, 'data:', ...remoteOrigins],
        fontSrc: [self, 'data:', ...remoteOrigins],
        objectSrc: ["'none'"],
        baseUri: [self],
        frameAncestors: [self],
        formAction: [self],
        // The gateway speaks plain HTTP (TLS, when any, ends in front of it); upgrading every asset request
        // to https would break a site opened as http://<host>:3000.
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin by default; /remotes/* overrides it so another origin's shell may load those scripts.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * Helmet's headers do not depend on the request here (no nonces, no per-request directives), yet helmet works them
 * out again for every request — a noticeable share of the gateway's time per API call. So it runs once, on a
 * stand-in response, and each request gets the headers it set (and loses the ones it removed) in the same order.
 */
function fixedHeaders(middleware: ReturnType<typeof helmet>) {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  let called = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, recorder, () => {
    called = true;
  });
  // Helmet calls next synchronously when nothing in it is asynchronous; anything else means this shortcut is wrong.
  if (!called) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return (_req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

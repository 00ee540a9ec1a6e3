import helmet from 'helmet';

/**
 * Helmet's headers with a Content-Security-Policy that lets Module Federation work: the shell fetches each
 * remote's manifest (connect-src) and then loads its remoteEntry.js and chunks as scripts (script-src), from
 * this site or from the origins configured for remotes; those chunks may bring styles, fonts and images.
 */
export function securityHeaders(remoteOrigins: readonly string[]) {
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

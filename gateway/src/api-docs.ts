import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { SERVICE_NAMES } from '@eoa/contracts';

/** Swagger UI's own files (swagger-ui-dist), served under /api/docs/assets/. */
const swaggerUiFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'favicon-32x32.png'];

/** Where each service's OpenAPI document is, through the gateway (the routing table sends it to the service). */
export function openApiDocumentPath(service: string): string {
  return `/api/${service}/docs-json`;
}

// No inline script: the gateway's Content-Security-Policy allows scripts from this origin only.
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>EoA Companion — API</title>
  <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>
`;

/** Swagger UI with a picker of the five services' documents (its "urls" option and the top bar). */
const INITIALIZER = `window.ui = SwaggerUIBundle({
  urls: ${JSON.stringify(SERVICE_NAMES.map((service) => ({ name: service, url: openApiDocumentPath(service) })))},
  'urls.primaryName': ${JSON.stringify(SERVICE_NAMES[0])},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  // No badge from validator.swagger.io: a third-party image the Content-Security-Policy refuses anyway.
  validatorUrl: null,
});
`;

/** GET /api/docs: one page documenting every service's public API; the documents come from the services. */
export function apiDocs(): Router {
  const router = express.Router();
  router.get(['/api/docs', '/api/docs/'], (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  router.get('/api/docs/init.js', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('js').send(INITIALIZER);
  });
  for (const file of SWAGGER_UI_FILES) {
    router.get(`/api/docs/assets/${file}`, (_req: Request, res: Response) => {
      res.sendFile(file, { root: swaggerUiFolder, maxAge: '1d' });
    });
  }
  return router;
}

// Container health check without curl (the slim Node image has none): exit 0 when the URL answers 2xx.
// Usage: node docker/healthcheck.mjs http://127.0.0.1:3101/api/health
const url = process.argv[2];
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(4_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}

import type { DependencyHealth, GatewayHealth, HealthStatus, ServiceHealth } from '@eoa/contracts';
import { REQUEST_ID_HEADER } from '@eoa/contracts';

export type ServiceHealthResult = GatewayHealth['services'][string];

const STATUSES: readonly HealthStatus[] = ['ok', 'degraded', 'down'];

function isServiceHealth(body: unknown): body is Pick<ServiceHealth, 'status'> & Partial<ServiceHealth> {
  return typeof body === 'object' && body !== null && STATUSES.includes((body as { status: HealthStatus }).status);
}

/** What a service's own health says is wrong, in one line (its PostgreSQL or Redis message). */
function reasonOf(body: Partial<ServiceHealth>): string | undefined {
  const parts = [body.postgres, body.redis]
    .filter((dependency): dependency is DependencyHealth => !!dependency && dependency.status !== 'ok')
    .map((dependency) => dependency.message ?? dependency.status);
  return parts.length ? parts.join('; ') : undefined;
}

/**
 * GET <service>/api/health with a hard timeout. A service that does not answer, or answers something that
 * is not a ServiceHealth, is down; otherwise its own status counts (a 503 from it carries status "down").
 */
export async function checkService(baseUrl: string, timeoutMs: number, requestId?: string): Promise<ServiceHealthResult> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${baseUrl}/api/health`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}) },
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!isServiceHealth(body)) {
      return { status: 'down', latencyMs: latency(), message: `${baseUrl} answered HTTP ${response.status} without a health report` };
    }
    const message = body.status === 'ok' ? undefined : reasonOf(body);
    return {
      status: body.status,
      latencyMs: latency(),
      ...(body.version ? { version: body.version } : {}),
      ...(message ? { message } : {}),
    };
  } catch (error) {
    // By name, not instanceof: the abort arrives as a DOMException, which is not an Error in every realm.
    const name = (error as { name?: string }).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = timedOut ? `no answer within ${timeoutMs} ms` : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { status: 'down', latencyMs: latency(), message: `${baseUrl} unreachable: ${reason}` };
  }
}

/**
 * Every upstream of a service (its replicas, BUILDER_URL=a,b) checked in parallel. One upstream: its own result.
 * Several: up while at least one is up (the gateway balances over those that answer) — `degraded` with "1 of 2
 * upstreams up" while some are down, `down` only when all are — and `upstreams` says how many answer.
 */
export async function checkServiceUpstreams(baseUrls: readonly string[], timeoutMs: number, requestId?: string): Promise<ServiceHealthResult> {
  const results = await Promise.all(baseUrls.map((baseUrl) => checkService(baseUrl, timeoutMs, requestId)));
  const [only] = results;
  if (only && results.length === 1) return only;
  const up = results.filter((result) => result.status !== 'down');
  const upstreams = { up: up.length, total: results.length };
  const latencyMs = Math.max(...results.map((result) => result.latencyMs ?? 0));
  const problems = results.filter((result) => result.status !== 'ok' && result.message).map((result) => result.message);
  const version = up.find((result) => result.version)?.version;
  let status: ServiceHealthResult['status'];
  if (up.length === 0) status = 'down';
  else if (up.length < results.length || up.some((result) => result.status !== 'ok')) status = 'degraded';
  else status = 'ok';
  const summary = up.length < results.length ? [`${up.length} of ${results.length} upstreams up`] : [];
  const message = [...summary, ...problems].join('; ');
  return { status, latencyMs, upstreams, ...(version ? { version } : {}), ...(message ? { message } : {}) };
}

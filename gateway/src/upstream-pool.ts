/**
 * Back-off of an upstream that refused a connection: skipped for this long, doubling with each failure in a row
 * (1 s, 2 s, 4 s, … at most 10 s), forgotten at its first success. Short on purpose: trying an ejected upstream
 * again costs one refused connection, and the request is then retried on another one.
 */
export const EJECTION_POLICY = Object.freeze({ initialMs: 1_000, maxMs: 10_000 });

interface UpstreamState {
  url: string;
  /** Failures in a row; 0 while it answers. */
  failures: number;
  /** Until when it is skipped (ms, `now()` clock); 0 when it is not ejected. */
  ejectedUntil: number;
}

export interface UpstreamStatus {
  url: string;
  ejected: boolean;
  failures: number;
}

/**
 * The replicas of one service (BUILDER_URL=http://a,http://b): round robin over those that are not ejected, with
 * passive ejection — the proxy reports an upstream that refused a connection, and it is skipped for a back-off
 * period, then tried again with a real request.
 */
export class UpstreamPool {
  private readonly upstreams: UpstreamState[];
  private next = 0;

  constructor(
    urls: readonly string[],
    private readonly policy: { initialMs: number; maxMs: number } = EJECTION_POLICY,
    private readonly now: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error('an upstream pool needs at least one URL');
    this.upstreams = urls.map((url) => ({ url, failures: 0, ejectedUntil: 0 }));
  }

  get size(): number {
    return this.upstreams.length;
  }

  get urls(): string[] {
    return this.upstreams.map((upstream) => upstream.url);
  }

  /**
   * The order in which to try the upstreams for one request: those not ejected, starting with the next in turn,
   * then the ejected ones, the soonest to come back first — so a request fails only when every upstream has
   * failed it, and a service whose every replica was ejected is tried again at once (one that came back answers).
   */
  order(): string[] {
    // One upstream (every service unless it runs as replicas): nothing to rotate or sort, on every request.
    if (this.upstreams.length === 1) return [this.upstreams[0].url];
    const at = this.now();
    const start = this.next;
    this.next = (this.next + 1) % this.upstreams.length;
    const rotated = this.upstreams.map((_, index) => this.upstreams[(start + index) % this.upstreams.length]);
    const available = rotated.filter((upstream) => upstream.ejectedUntil <= at);
    const ejected = rotated.filter((upstream) => upstream.ejectedUntil > at).sort((a, b) => a.ejectedUntil - b.ejectedUntil);
    return [...available, ...ejected].map((upstream) => upstream.url);
  }

  /**
   * It refused (or did not take) a connection: skip it for the back-off period. Returns the time left to skip it, in
   * ms. Requests that were already on their way when it went away fail together: while it is skipped, their failures
   * do not lengthen the back-off; only a failed retry after it does.
   */
  failed(url: string): number {
    const upstream = this.find(url);
    const at = this.now();
    if (upstream.ejectedUntil > at) return upstream.ejectedUntil - at;
    upstream.failures += 1;
    const backoffMs = Math.min(this.policy.maxMs, this.policy.initialMs * 2 ** (upstream.failures - 1));
    upstream.ejectedUntil = at + backoffMs;
    return backoffMs;
  }

  /** It answered: back in the rotation, its back-off forgotten. */
  succeeded(url: string): void {
    const upstream = this.find(url);
    if (upstream.failures === 0 && upstream.ejectedUntil === 0) return;
    upstream.failures = 0;
    upstream.ejectedUntil = 0;
  }

  status(): UpstreamStatus[] {
    const at = this.now();
    return this.upstreams.map(({ url, failures, ejectedUntil }) => ({ url, failures, ejected: ejectedUntil > at }));
  }

  private find(url: string): UpstreamState {
    const upstream = this.upstreams.find((candidate) => candidate.url === url);
    if (!upstream) throw new Error(`${url} is not an upstream of this pool`);
    return upstream;
  }
}

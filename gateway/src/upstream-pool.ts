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
  private readonly upstreams: [UpstreamState, ...UpstreamState[]];
  private next = 0;

  constructor(
    urls: readonly string[],
    private readonly policy: { initialMs: number; maxMs: number } = EJECTION_POLICY,
    private readonly now: () => number = Date.now,
  ) {
    const [first, ...others] = urls;
    if (first === undefined) throw new Error('an upstream pool needs at least one URL');
    const upstream = (url: string): UpstreamState => ({ url, failures: 0, ejectedUntil: 0 });
    this.upstreams = [upstream(first), ...others.map(upstream)];
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
  order(): [string, ...string[]] {
    const [first, ...others] = this.upstreams;
    // One upstream (every service unless it runs as replicas): nothing to rotate or sort, on every request.
    if (others.length === 0) return [first.url];
    const at = this.now();
    const start = this.next;
    this.next = (this.next + 1) % this.upstreams.length;
    const rotated = [...this.upstreams.slice(start), ...this.upstreams.slice(0, start)];
    // A stable sort: the available ones (key 0) keep their turn, the ejected ones come after, soonest back first.
    const comingBack = (upstream: UpstreamState) => (upstream.ejectedUntil <= at ? 0 : upstream.ejectedUntil);
    const urls = rotated.sort((a, b) => comingBack(a) - comingBack(b)).map((upstream) => upstream.url);
    return [urls[0] ?? first.url, ...urls.slice(1)];
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

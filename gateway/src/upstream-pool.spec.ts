import { UpstreamPool } from './upstream-pool.js';

describe('UpstreamPool', () => {
  const clock = () => {
    const state = { now: 1_000_000 };
    return { state, now: () => state.now };
  };

  it('takes the upstreams in turn, each request starting with the next one', () => {
    const pool = new UpstreamPool(['http://a', 'http://b', 'http://c']);
    expect([pool.order(), pool.order(), pool.order(), pool.order()]).toEqual([
      ['http://a', 'http://b', 'http://c'],
      ['http://b', 'http://c', 'http://a'],
      ['http://c', 'http://a', 'http://b'],
      ['http://a', 'http://b', 'http://c'],
    ]);
  });

  it('puts an upstream that failed last for its back-off, then back in turn', () => {
    const { state, now } = clock();
    const pool = new UpstreamPool(['http://a', 'http://b'], { initialMs: 1_000, maxMs: 10_000 }, now);
    expect(pool.failed('http://a')).toBe(1_000);
    expect(pool.order()).toEqual(['http://b', 'http://a']);
    expect(pool.order()).toEqual(['http://b', 'http://a']);
    expect(pool.status()).toEqual([
      { url: 'http://a', ejected: true, failures: 1 },
      { url: 'http://b', ejected: false, failures: 0 },
    ]);
    state.now += 1_000;
    expect(pool.order()).toEqual(['http://a', 'http://b']);
  });

  it('doubles the back-off with each failed retry, up to the maximum, and forgets it on success', () => {
    const { state, now } = clock();
    const pool = new UpstreamPool(['http://a', 'http://b'], { initialMs: 1_000, maxMs: 5_000 }, now);
    const backoffs = [1, 2, 3, 4, 5].map(() => {
      const backoffMs = pool.failed('http://a');
      state.now += backoffMs; // tried again once its back-off is over
      return backoffMs;
    });
    expect(backoffs).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
    pool.succeeded('http://a');
    expect(pool.status()[0]).toEqual({ url: 'http://a', ejected: false, failures: 0 });
    expect(pool.failed('http://a')).toBe(1_000);
  });

  it('does not lengthen the back-off for requests that failed together while it is already skipped', () => {
    const { state, now } = clock();
    const pool = new UpstreamPool(['http://a', 'http://b'], { initialMs: 1_000, maxMs: 10_000 }, now);
    expect(pool.failed('http://a')).toBe(1_000);
    state.now += 10;
    expect(pool.failed('http://a')).toBe(990);
    expect(pool.status()[0]).toEqual({ url: 'http://a', ejected: true, failures: 1 });
  });

  it('still offers every upstream when all are ejected, the soonest back first', () => {
    const { state, now } = clock();
    const pool = new UpstreamPool(['http://a', 'http://b', 'http://c'], { initialMs: 1_000, maxMs: 10_000 }, now);
    pool.failed('http://b');
    state.now += 1_000;
    pool.failed('http://b'); // 2 s from now
    state.now += 10;
    pool.failed('http://a'); // 1 s, from 10 ms later
    state.now += 10;
    pool.failed('http://c'); // 1 s, from 20 ms later
    expect(pool.order()).toEqual(['http://a', 'http://c', 'http://b']);
  });

  it('refuses an empty list and an unknown URL', () => {
    expect(() => new UpstreamPool([])).toThrow('at least one URL');
    expect(() => new UpstreamPool(['http://a']).failed('http://z')).toThrow('http://z is not an upstream of this pool');
  });
});

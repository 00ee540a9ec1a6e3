import type { DomainEvent } from '@eoa/contracts';
import type { ServiceInfo } from '../core/tokens.js';
import type { CacheService } from './cache.service.js';
import { DataCache } from './data-cache.service.js';
import type { DomainEventHandler, EventsService } from './events.service.js';

/** A Redis cache in a Map, whose deletion can be held open to see what happens meanwhile. */
class MapCache {
  readonly entries = new Map<string, unknown>();
  holdDeletion?: Promise<void>;
  async getJson<T>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined;
  }
  async setJson(key: string, value: unknown): Promise<void> {
    this.entries.set(key, value);
  }
  async delByPrefix(): Promise<number> {
    await this.holdDeletion;
    const n = this.entries.size;
    this.entries.clear();
    return n;
  }
}

class FakeEvents {
  handler?: DomainEventHandler;
  subscribe(handler: DomainEventHandler): () => void {
    this.handler = handler;
    return () => (this.handler = undefined);
  }
  async emit(event: DomainEvent): Promise<void> {
    await this.handler?.(event);
  }
}

const service: ServiceInfo = { name: 'crafting', version: '0.0.0' };

function setup() {
  const cache = new MapCache();
  const events = new FakeEvents();
  const data = new DataCache(cache as unknown as CacheService, events as unknown as EventsService, service);
  data.onModuleInit();
  return { cache, events, data };
}

describe('DataCache', () => {
  it('loads once and answers from the cache after', async () => {
    const { data } = setup();
    let loads = 0;
    const load = async () => ++loads;
    expect(await data.getOrLoad('k', load)).toBe(1);
    expect(await data.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('data.changed for this service empties the entries and the memos; other events do not', async () => {
    const { cache, events, data } = setup();
    let memo: string | undefined = 'built';
    data.onClear(() => (memo = undefined));
    await data.getOrLoad('k', async () => 1);
    await events.emit({ type: 'data.changed', service: 'loot' });
    await events.emit({ type: 'settings.changed', keys: ['x'] });
    expect(cache.entries.size).toBe(1);
    expect(memo).toBe('built');
    await events.emit({ type: 'data.changed', service: 'crafting' });
    expect(cache.entries.size).toBe(0);
    expect(memo).toBeUndefined();
  });

  it('never stores a value loaded before a clear, and drops memos rebuilt while entries were being deleted', async () => {
    const { cache, data } = setup();
    let release!: () => void;
    const slow = new Promise<string>((resolve) => (release = () => resolve('old')));
    const loading = data.getOrLoad('k', () => slow);
    let memo: string | undefined;
    data.onClear(() => (memo = undefined));
    let open!: () => void;
    cache.holdDeletion = new Promise((resolve) => (open = resolve));
    cache.entries.set('other', 'stale');
    const clearing = data.clear();
    // While the deletion runs, a memo is rebuilt from what is still there…
    memo = (await cache.getJson<string>('other')) ?? 'fresh';
    expect(memo).toBe('stale');
    open();
    expect(await clearing).toBe(1);
    // …and dropped when the deletion is done.
    expect(memo).toBeUndefined();
    release();
    expect(await loading).toBe('old');
    expect(cache.entries.has('k')).toBe(false);
  });

  it('stops listening at shutdown', () => {
    const { events, data } = setup();
    expect(events.handler).toBeDefined();
    data.onApplicationShutdown();
    expect(events.handler).toBeUndefined();
  });
});

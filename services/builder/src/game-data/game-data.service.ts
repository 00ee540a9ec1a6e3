import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DomainEvent } from '@eoa/contracts';
import { EventsService } from '@eoa/server-kit';
import { CharacterLoader } from '../character/character.loader.js';
import { ItemsLoader } from '../items/items.loader.js';
import { ProgressionsLoader } from '../progressions/progressions.loader.js';
import { SERVICE } from '../service.info.js';
import { SetsLoader } from '../sets/sets.loader.js';
import { TraitsLoader } from '../traits/traits.loader.js';
import { TranslationsLoader } from '../translations/translations.loader.js';
import { composeGameSnapshot, readDataStamp, type GameSnapshot } from './game-snapshot.js';

/** How often the data version is re-read, in case a data.changed event was lost. */
const VERSION_CHECK_MS = 60_000;

/**
 * The builder's game data in memory, loaded once at boot (POST /api/character/calculate and the small
 * tables never touch the database). Rebuilt when the dataset changes: on a `data.changed` event for the
 * builder, and — should the event be lost — when the periodic look at dataset_meta sees a new stamp. Each
 * feature module's loader reads its own tables; this service only composes their parts.
 */
@Injectable()
export class GameDataService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('GameData');
  private current?: GameSnapshot;
  private readonly listeners = new Set<(snapshot: GameSnapshot) => void | Promise<void>>();
  private unsubscribe?: () => void;
  private timer?: NodeJS.Timeout;
  private reloading?: Promise<boolean>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly translations: TranslationsLoader,
    private readonly character: CharacterLoader,
    private readonly progressions: ProgressionsLoader,
    private readonly traits: TraitsLoader,
    private readonly sets: SetsLoader,
    private readonly items: ItemsLoader,
  ) {}

  async onModuleInit(): Promise<void> {
    const started = performance.now();
    this.current = await this.load();
    this.logger.log(
      `Loaded ${this.current.version.version} (${this.current.itemCount} items, ${this.current.traits.length} traits, ${this.current.sets.length} sets) in ${Math.round(performance.now() - started)} ms`,
    );
    this.unsubscribe = this.events.subscribe((event) => this.onEvent(event));
    this.timer = setInterval(() => void this.reloadIfChanged().catch(() => undefined), VERSION_CHECK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
    clearInterval(this.timer);
  }

  get snapshot(): GameSnapshot {
    if (!this.current) throw new Error('GameDataService used before it was initialised');
    return this.current;
  }

  /** Called with the new snapshot after every reload (caches keyed by the old fingerprint go). */
  onReload(listener: (snapshot: GameSnapshot) => void | Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reloads when dataset_meta carries another stamp than the snapshot; true when it did. */
  async reloadIfChanged(): Promise<boolean> {
    const { fingerprint } = await readDataStamp(this.dataSource);
    if (fingerprint === this.current?.fingerprint) return false;
    return this.reload();
  }

  /** Builds a new snapshot and swaps it in (concurrent calls share one load). */
  reload(): Promise<boolean> {
    this.reloading ??= (async () => {
      try {
        const next = await this.load();
        const changed = next.fingerprint !== this.current?.fingerprint;
        this.current = next;
        this.logger.log(`Reloaded the game data (${next.itemCount} items, data ${next.fingerprint})`);
        for (const listener of this.listeners) await listener(next);
        return changed;
      } finally {
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  /** Reads the stamp and every feature's part, and composes them. */
  private async load(): Promise<GameSnapshot> {
    const [stamp, translations, character, progressions, traits, sets, items] = await Promise.all([
      readDataStamp(this.dataSource),
      this.translations.load(),
      this.character.load(),
      this.progressions.load(),
      this.traits.load(),
      this.sets.load(),
      this.items.load(),
    ]);
    return composeGameSnapshot(stamp, { translations, character, progressions, traits, sets, items });
  }

  private async onEvent(event: DomainEvent): Promise<void> {
    if (event.type !== 'data.changed' || event.service !== SERVICE.name) return;
    await this.reload().catch((error: Error) => this.logger.error(`Reload after data.changed failed: ${error.message}`));
  }
}

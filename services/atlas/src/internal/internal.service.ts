import { HttpStatus, Injectable } from '@nestjs/common';
import type { AtlasInternalQuest, AtlasInternalQuestDetail, AtlasZoneMap, LanguageCode } from '@eoa/contracts';
import { ProblemException } from '@eoa/server-kit';
import { SEEDED_DATA } from '../editorial/quest-editorial.js';
import { QuestCatalog } from '../quests/quest-catalog.js';
import type { AtlasWorld } from '../world/atlas-world.js';
import { AtlasWorldService } from '../world/atlas-world.service.js';

/**
 * What admin reads from atlas (GET /api/internal/*): the quests as seeded — no exclusions, overrides or calibrations,
 * so the quest editor shows the originals beside its overrides — and the ten main zone maps.
 */
@Injectable()
export class InternalService {
  constructor(private readonly worlds: AtlasWorldService) {}

  /** The world's quests with nothing edited (one catalog per world). */
  private seeded(world: AtlasWorld): QuestCatalog {
    return world.memoised('seeded-catalog', () => new QuestCatalog(world, SEEDED_DATA));
  }

  /** Every quest as seeded, by name in `lang`, with its name in every language. */
  async quests(lang: LanguageCode): Promise<AtlasInternalQuest[]> {
    const world = await this.worlds.world();
    return world.memoised(`internal-quests|${lang}`, () => {
      const catalog = this.seeded(world);
      return catalog.byName(lang).map((quest) => ({ ...catalog.item(quest, lang), names: quest.name }));
    });
  }

  /** A quest as seeded, with the box of its map (what the 500×375 source space spans). */
  async quest(id: number, lang: LanguageCode): Promise<AtlasInternalQuestDetail> {
    const world = await this.worlds.world();
    const catalog = this.seeded(world);
    const quest = catalog.quest(id);
    if (!quest) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.questNotFound', { id });
    const map = quest.mapId === null ? undefined : world.maps.get(quest.mapId);
    return { ...catalog.detail(quest, lang), mapBox: map ? world.box(map) : null };
  }

  /** The ten main zone maps (spec 3 §9) with their English names and boxes: what calibrations are seeded from. */
  async zones(): Promise<AtlasZoneMap[]> {
    const world = await this.worlds.world();
    return world.zoneMaps().map((zone) => ({ mapId: zone.id, name: zone.name.en, boundingBox: world.box(zone) }));
  }
}

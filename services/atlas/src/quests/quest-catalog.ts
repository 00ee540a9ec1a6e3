// The quests of one data version with one version of the editorial data applied: overrides merged, exclusions known,
// each quest presented per language (spec 2 §3 Quest, Quest chain, Quest marker) and the lists sorted by name with
// chapter numbers compared as numbers (spec 2 §5).
import {
  localize, type LanguageCode, type QuestChain, type QuestDetail, type QuestFaction, type QuestListItem, type QuestMarker, type QuestRef,
  type QuestRewardItem, type QuestScope, type QuestSize, type ExpansionEra, type Reputation,
} from '@eoa/contracts';
import { coinParts, questChainPosition, sortByQuestName } from '@eoa/game-rules';
import { placementFor, type MarkerPlacement } from '../editorial/marker-placement.js';
import { applyQuestOverride, type EditorialView } from '../editorial/quest-editorial.js';
import type { RawQuest } from '../world/atlas-data.loader.js';
import { haystackOf, type AtlasWorld } from '../world/atlas-world.js';

type RawObjectiveMarker = RawQuest['objectives'][number]['markers'][number];

export class QuestCatalog {
  private readonly edited = new Map<number, RawQuest>();
  private readonly items = new Map<string, QuestListItem>();
  private readonly sorted = new Map<LanguageCode, RawQuest[]>();
  private readonly haystacks = new Map<number, string>();
  /** Where the zones' calibrations draw markers (quest markers here, NPC spawns in NpcsService). */
  readonly placement: MarkerPlacement;

  constructor(
    readonly world: AtlasWorld,
    readonly view: EditorialView,
  ) {
    const mapBox = (mapId: number) => {
      const map = world.maps.get(mapId);
      return map && world.box(map);
    };
    for (const quest of world.questList) this.edited.set(quest.id, applyQuestOverride(quest, view.overrides.get(quest.id), mapBox));
    this.placement = placementFor(world, view);
  }

  /** The versions answers built from this catalog depend on (ETags, memos). */
  get versions(): [string, string] {
    return [this.world.fingerprint, this.view.version];
  }

  quest(id: number): RawQuest | undefined {
    return this.edited.get(id);
  }

  isExcluded(id: number): boolean {
    return this.view.excluded.has(id);
  }

  /** Every quest (excluded ones too) by name in `lang`, chapter numbers as numbers, ties by id. */
  byName(lang: LanguageCode): RawQuest[] {
    let list = this.sorted.get(lang);
    if (!list) {
      list = sortByQuestName([...this.edited.values()], (q) => localize(q.name, lang) ?? q.name.en, lang);
      this.sorted.set(lang, list);
    }
    return list;
  }

  /** The folded names in every language (what a search looks through). */
  haystack(quest: RawQuest): string {
    let hay = this.haystacks.get(quest.id);
    if (hay === undefined) {
      hay = haystackOf(quest.name);
      this.haystacks.set(quest.id, hay);
    }
    return hay;
  }

  ref(quest: RawQuest, lang: LanguageCode): QuestRef {
    return { id: quest.id, name: quest.name.en, localizedName: localize(quest.name, lang) ?? quest.name.en, level: quest.level, mapId: quest.mapId };
  }

  /** A quest as a list shows it; one object per quest and language. */
  item(quest: RawQuest, lang: LanguageCode): QuestListItem {
    const key = `${lang}|${quest.id}`;
    let item = this.items.get(key);
    if (!item) {
      const { world } = this;
      const bestower = quest.bestowerNpcId === null ? undefined : world.npcs.get(quest.bestowerNpcId);
      const others = quest.markerMapIds.filter((id) => id !== quest.mapId);
      item = {
        ...this.ref(quest, lang),
        category: quest.categoryId,
        categoryName: localize(world.questCategories.get(quest.categoryId)?.name, lang) ?? String(quest.categoryId),
        scope: quest.scope as QuestScope,
        area: world.mapName(quest.areaId, lang),
        areaId: quest.areaId,
        zone: world.mapName(quest.zoneId, lang),
        zoneId: quest.zoneId,
        hasMarkers: quest.hasMarkers,
        markerMapIds: quest.mapId !== null && quest.markerMapIds.includes(quest.mapId) ? [quest.mapId, ...others] : quest.markerMapIds,
        hasOverrides: this.view.overrides.has(quest.id),
        isExcluded: this.isExcluded(quest.id),
        bestowerNpcId: quest.bestowerNpcId,
        bestowerNpcName: localize(bestower?.name, lang),
        expansionEra: quest.expansionEra as ExpansionEra,
        size: quest.size as QuestSize,
        repeatable: quest.repeatable,
        reputation: (quest.rewards.reputation?.faction ?? null) as Reputation | null,
        faction: quest.faction as QuestFaction,
        prerequisiteId: quest.prerequisiteId,
        nextQuestId: quest.nextQuestId,
      };
      this.items.set(key, item);
    }
    return item;
  }

  private marker(raw: RawObjectiveMarker, lang: LanguageCode): QuestMarker {
    const marker = this.placement.place(raw);
    return {
      index: marker.index,
      name: marker.name.en,
      localizedName: localize(marker.name, lang) ?? marker.name.en,
      mapId: marker.mapId,
      longitude: marker.longitude,
      latitude: marker.latitude,
      gameX: marker.gameX,
      gameY: marker.gameY,
    };
  }

  private rewardItem(itemId: number, quantity: number, lang: LanguageCode): QuestRewardItem {
    const item = this.world.items.get(itemId);
    return {
      itemId,
      name: item?.name.en ?? `#${itemId}`,
      localizedName: localize(item?.name, lang) ?? `#${itemId}`,
      icon: item?.icon ?? '',
      quality: item?.quality ?? 'common',
      quantity,
    };
  }

  /** GET /quests/{id}: the list fields, texts, objectives with markers, every marker by index, rewards, comments. */
  detail(quest: RawQuest, lang: LanguageCode): QuestDetail {
    const { world } = this;
    const objectives = quest.objectives.map((o) => ({
      text: o.text.en,
      localizedText: localize(o.text, lang) ?? o.text.en,
      count: o.count,
      markers: o.markers.map((m) => this.marker(m, lang)),
    }));
    const { gold, silver, copper } = coinParts(quest.rewards.copper);
    const reputation = quest.rewards.reputation;
    return {
      ...this.item(quest, lang),
      description: quest.description.en,
      localizedDescription: localize(quest.description, lang) ?? quest.description.en,
      objectives,
      markers: objectives.flatMap((o) => o.markers).sort((a, b) => a.index - b.index),
      rewards: {
        xp: quest.rewards.xp,
        gold,
        silver,
        copper,
        totalCopper: quest.rewards.copper,
        items: quest.rewards.items.map((r) => this.rewardItem(r.itemId, r.quantity, lang)),
        selectableItems: quest.rewards.selectableItems.map((r) => this.rewardItem(r.itemId, r.quantity, lang)),
        reputation: reputation
          ? { faction: reputation.faction as Reputation, name: world.text(`reputation.${reputation.faction}`, lang), amount: reputation.amount }
          : null,
      },
      expansionName: world.text(`expansion.${quest.expansionEra}`, lang),
      sizeName: world.text(`questSize.${quest.size}`, lang),
      factionName: world.text(`faction.${quest.faction}`, lang),
      allakhazamData: {
        startZone: localize(quest.startZone, lang),
        comments: quest.comments.map((c) => ({ date: c.date, author: c.author, text: c.text })),
      },
    };
  }

  /**
   * GET /quests/{id}/chain: the quest's place in its chain (game-rules' questChainPosition). An excluded quest is not
   * followed (the chain is cut there and says so), unless it is the quest asked about.
   */
  chain(quest: RawQuest, lang: LanguageCode): QuestChain {
    const lookup = (id: number) => (id !== quest.id && this.isExcluded(id) ? undefined : this.quest(id));
    const position = questChainPosition(quest, lookup);
    const refOf = (id: number | null) => {
      const found = id === null ? undefined : this.quest(id);
      return found ? this.ref(found, lang) : null;
    };
    return {
      questId: quest.id,
      position: position.position,
      totalQuests: position.totalQuests,
      isInChain: position.isInChain,
      prerequisiteQuest: refOf(position.prerequisiteId),
      nextQuest: refOf(position.nextQuestId),
      warnings: position.warnings,
      isIncomplete: position.isIncomplete,
      quests: position.questIds.map((id) => this.ref(this.quest(id)!, lang)),
    };
  }
}

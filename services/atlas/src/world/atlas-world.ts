// The atlas data in memory: indexes over the stored rows, and the maps, links, categories and markers presented per
// language (spec 2 §3). Quests and NPCs are presented by their features from the same world. A world is immutable;
// a data change builds a new one.
import {
  foldText, isZoneMapId, LANGUAGE_CODES, localize, MAP_TYPES, MARKER_GROUPS, markerCategoryIconPath, ZONE_MAP_IDS,
  type AtlasMap, type BoundingBox, type LanguageCode, type Localized, type MapHierarchyLevel, type MapHierarchyNode, type MapLink,
  type MapPathEntry, type MapType, type Marker, type MarkerCategory, type MarkerGroup, type ShardMarkerType,
} from '@eoa/contracts';
import { mapImageSize } from '../map-images/view.js';
import type { RawAtlas, RawCategory, RawItem, RawLink, RawMap, RawMarker, RawNpc, RawQuest, RawQuestCategory } from './atlas-data.loader.js';

/** Every language's text folded into one haystack (searches look through all four languages). */
export const haystackOf = (text: Localized | null | undefined): string =>
  text ? LANGUAGE_CODES.map((code) => foldText(text[code] ?? '')).join('\u0000') : '';

const push = <K, V>(index: Map<K, V[]>, key: K, value: V) => {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
};

/** A memo per language (and whatever else the key holds). */
class PerKey<V> {
  private readonly values = new Map<string, V>();
  get(key: string, make: () => V): V {
    let value = this.values.get(key);
    if (value === undefined) {
      value = make();
      this.values.set(key, value);
    }
    return value;
  }
}

export class AtlasWorld {
  readonly fingerprint: string;
  readonly maps = new Map<number, RawMap>();
  readonly categories = new Map<number, RawCategory>();
  readonly questCategories = new Map<number, RawQuestCategory>();
  readonly quests = new Map<number, RawQuest>();
  readonly npcs = new Map<number, RawNpc>();
  readonly items = new Map<number, RawItem>();
  readonly markersByMap = new Map<number, RawMarker[]>();
  readonly linksByParent = new Map<number, RawLink[]>();
  readonly childrenOf = new Map<number, RawMap[]>();
  readonly markerCountByCategory = new Map<number, number>();
  /** NPCs with a spawn on each map. */
  readonly npcsBySpawnMap = new Map<number, RawNpc[]>();
  readonly npcList: readonly RawNpc[];
  readonly questList: readonly RawQuest[];
  readonly markerCount: number;
  private readonly translations: Record<string, Localized>;
  private readonly memo = new PerKey<unknown>();

  constructor(raw: RawAtlas) {
    this.fingerprint = raw.fingerprint;
    this.translations = raw.translations;
    for (const map of raw.maps) {
      this.maps.set(map.id, map);
      if (map.parentId !== null) push(this.childrenOf, map.parentId, map);
    }
    for (const link of raw.links) push(this.linksByParent, link.parentId, link);
    for (const category of raw.categories) this.categories.set(category.code, category);
    for (const marker of raw.markers) {
      push(this.markersByMap, marker.mapId, marker);
      this.markerCountByCategory.set(marker.categoryCode, (this.markerCountByCategory.get(marker.categoryCode) ?? 0) + 1);
    }
    this.markerCount = raw.markers.length;
    for (const category of raw.questCategories) this.questCategories.set(category.id, category);
    for (const quest of raw.quests) this.quests.set(quest.id, quest);
    this.questList = raw.quests;
    for (const npc of raw.npcs) {
      this.npcs.set(npc.id, npc);
      for (const mapId of new Set(npc.spawns.map((s) => s.mapId))) push(this.npcsBySpawnMap, mapId, npc);
    }
    this.npcList = raw.npcs;
    for (const item of raw.items) this.items.set(item.id, item);
  }

  /** A memo of this world (dropped with it): `make` runs once per key. */
  memoised<V>(key: string, make: () => V): V {
    return this.memo.get(key, make) as V;
  }

  /** The display text of a code ("npcRace.orc", "expansion.SoA", …) in `lang`; the code itself when there is none. */
  text(key: string, lang: LanguageCode, fallback = key.slice(key.indexOf('.') + 1)): string {
    return localize(this.translations[key], lang) ?? fallback;
  }

  collator(lang: LanguageCode): Intl.Collator {
    return this.memoised(`collator|${lang}`, () => new Intl.Collator(lang, { sensitivity: 'base', numeric: true }));
  }

  /** Entities by their name in `lang` (case and accents ignored, numbers as numbers), ties by id; a new array. */
  byLocalizedName<T extends { id: number; name: Localized }>(items: Iterable<T>, lang: LanguageCode): T[] {
    const collator = this.collator(lang);
    const keyed = [...items].map((item) => ({ item, name: localize(item.name, lang) ?? '' }));
    keyed.sort((a, b) => collator.compare(a.name, b.name) || a.item.id - b.item.id);
    return keyed.map((k) => k.item);
  }

  // ---------------------------------------------------------------------------------------------- maps

  mapName(mapId: number | null, lang: LanguageCode): string | null {
    if (mapId === null) return null;
    const map = this.maps.get(mapId);
    return map ? (localize(map.name, lang) ?? String(mapId)) : null;
  }

  box(map: RawMap): BoundingBox {
    return { min: { longitude: map.minLongitude, latitude: map.minLatitude }, max: { longitude: map.maxLongitude, latitude: map.maxLatitude } };
  }

  /** A map as the API answers it (spec 2 §3). */
  map(map: RawMap, lang: LanguageCode): AtlasMap {
    return this.memoised(`map|${lang}|${map.id}`, () => this.presentMap(map, lang));
  }

  private presentMap(map: RawMap, lang: LanguageCode): AtlasMap {
    // The size of the image GET /maps/{id}/image draws (its aspect is the box's), not the stored numbers.
    const image = mapImageSize({
      type: map.type,
      parentId: map.parentId,
      box: { minLon: map.minLongitude, minLat: map.minLatitude, maxLon: map.maxLongitude, maxLat: map.maxLatitude },
    });
    return {
      id: map.id,
      mapId: map.id,
      name: map.name.en,
      localizedName: localize(map.name, lang) ?? map.name.en,
      type: map.type as MapType,
      typeName: this.text(`mapType.${map.type}`, lang),
      parentId: map.parentId,
      zoneId: map.zoneId,
      isMainRegionMap: map.isMainRegionMap,
      isInstance: map.isInstance,
      boundingBox: this.box(map),
      levelMin: map.levelMin,
      levelMax: map.levelMax,
      imageWidth: image.width,
      imageHeight: image.height,
    };
  }

  /** Every map by localized name (ties by id). */
  sortedMaps(lang: LanguageCode): RawMap[] {
    return this.memoised(`maps|${lang}`, () => this.byLocalizedName(this.maps.values(), lang));
  }

  /** Maps whose name holds the text in any language (any case and accents). */
  searchMaps(search: string, lang: LanguageCode): RawMap[] {
    const needle = foldText(search);
    return this.sortedMaps(lang).filter((m) => haystackOf(m.name).includes(needle));
  }

  mapsByType(maps: readonly AtlasMap[]): Record<MapType, AtlasMap[]> {
    const byType = Object.fromEntries(MAP_TYPES.map((type) => [type, [] as AtlasMap[]])) as Record<MapType, AtlasMap[]>;
    for (const map of maps) byType[map.type]?.push(map);
    return byType;
  }

  /** The ten main zone maps the data holds, in the spec's order. */
  zoneMaps(): RawMap[] {
    return ZONE_MAP_IDS.flatMap((id) => this.maps.get(id) ?? []);
  }

  /** The world map(s): maps without a parent. */
  rootMaps(): RawMap[] {
    return [...this.maps.values()].filter((m) => m.parentId === null);
  }

  link(link: RawLink, lang: LanguageCode): MapLink {
    const target = this.maps.get(link.targetId);
    return {
      id: link.id,
      parentId: link.parentId,
      targetId: link.targetId,
      targetName: this.mapName(link.targetId, lang) ?? String(link.targetId),
      targetType: (target?.type ?? 'region') as MapType,
      targetIsMainZone: isZoneMapId(link.targetId),
      label: localize(link.label, lang) ?? '',
      fromLongitude: link.fromLongitude,
      fromLatitude: link.fromLatitude,
    };
  }

  links(mapId: number, lang: LanguageCode): MapLink[] {
    return (this.linksByParent.get(mapId) ?? []).map((l) => this.link(l, lang));
  }

  /** The level of a map in the hierarchy: the world (no parent) is the Region, zones are Territories. */
  levelOf(map: RawMap): MapHierarchyLevel {
    if (map.parentId === null) return 'Region';
    if (map.type === 'region') return 'Territory';
    return map.type === 'dungeon' ? 'Dungeon' : 'Area';
  }

  /** GET /maps/hierarchy: the tree below each map without a parent, children by localized name. */
  hierarchy(lang: LanguageCode): MapHierarchyNode[] {
    return this.memoised(`hierarchy|${lang}`, () => {
      const node = (map: RawMap, path: Set<number>): MapHierarchyNode => ({
        id: map.id,
        mapId: map.id,
        name: map.name.en,
        localizedName: localize(map.name, lang) ?? map.name.en,
        type: this.levelOf(map),
        mapType: map.type as MapType,
        isInstance: map.isInstance,
        children: this.byLocalizedName((this.childrenOf.get(map.id) ?? []).filter((child) => !path.has(child.id)), lang)
          .map((child) => node(child, new Set([...path, child.id]))),
      });
      return this.rootMaps().map((root) => node(root, new Set([root.id])));
    });
  }

  pathEntry(map: RawMap, lang: LanguageCode): MapPathEntry {
    return { id: map.id, mapId: map.id, name: map.name.en, localizedName: localize(map.name, lang) ?? map.name.en, mapType: map.type as MapType };
  }

  /** The map and its ancestors, the map first (a loop in parent ids stops the walk). */
  ancestry(map: RawMap): RawMap[] {
    const chain = [map];
    const seen = new Set([map.id]);
    let current = map;
    while (current.parentId !== null) {
      const parent = this.maps.get(current.parentId);
      if (!parent || seen.has(parent.id)) break;
      chain.push(parent);
      seen.add(parent.id);
      current = parent;
    }
    return chain;
  }

  // ---------------------------------------------------------------------------------------------- markers

  category(category: RawCategory, lang: LanguageCode): MarkerCategory {
    return {
      code: category.code,
      name: localize(category.name, lang) ?? String(category.code),
      group: category.group as MarkerGroup,
      groupName: this.text(`markerGroup.${category.group}`, lang),
      icon: markerCategoryIconPath(category.code),
      defaultEnabled: category.defaultEnabled,
      bundled: category.bundled,
      markerCount: this.markerCountByCategory.get(category.code) ?? 0,
    };
  }

  /** GET /maps/categories: by filter group (the spec's order), then code. */
  categoryList(lang: LanguageCode): MarkerCategory[] {
    const groupOrder = (group: string) => {
      const index = (MARKER_GROUPS as readonly string[]).indexOf(group);
      return index < 0 ? MARKER_GROUPS.length : index;
    };
    return [...this.categories.values()].sort((a, b) => groupOrder(a.group) - groupOrder(b.group) || a.code - b.code).map((c) => this.category(c, lang));
  }

  marker(marker: RawMarker, lang: LanguageCode): Marker {
    const category = this.categories.get(marker.categoryCode);
    return {
      id: marker.id,
      label: localize(marker.label, lang) ?? marker.name,
      categoryCode: marker.categoryCode,
      categoryName: localize(category?.name, lang) ?? String(marker.categoryCode),
      categoryIcon: markerCategoryIconPath(marker.categoryCode),
      longitude: marker.longitude,
      latitude: marker.latitude,
      gameX: marker.gameX,
      gameY: marker.gameY,
      mapId: marker.mapId,
      name: marker.name,
      type: marker.type as ShardMarkerType | null,
      npcId: marker.npcId,
      itemId: marker.itemId,
    };
  }

  /** The markers stored on a map, by id, of the given categories (all when none are given). */
  markersOn(mapId: number, categories: ReadonlySet<number> | undefined): RawMarker[] {
    const markers = this.markersByMap.get(mapId) ?? [];
    return categories ? markers.filter((m) => categories.has(m.categoryCode)) : markers;
  }
}

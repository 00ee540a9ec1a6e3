// Payloads of the atlas service (spec 2 §3 Map, Map link, Marker, Marker category, Composite data, Quest, Quest
// chain, Quest marker, Quest filters, NPC; §7 maps, quests and NPCs calls; §9 map ids and marker codes) and the
// codes the API, the dataset format, the rules and the atlas page share.
//
// Names: an entity's `name` is the English name (stable), `localizedName` the name in the request's language
// (the `lang` query parameter where a call lists it, else Accept-Language). Texts a player only reads (a marker's
// label, a category's, race's or expansion's display name, descriptions) come in the request's language only unless
// a field says otherwise. Positions are degrees as the game's map readout shows them — west and south negative
// ("29.40S, 52.50W" is latitude −29.4, longitude −52.5) — and game coordinates (gameX, gameY) are their fixed linear
// transform (@eoa/game-rules: toGameCoordinates). Money is in copper.
//
// STABILITY: the atlas remote is built on these types. Change them additively only (new optional fields, new types);
// say so in the commit message.
//
// What a client sends (the queries) is a zod schema: the service validates with it, its OpenAPI document shows it, and
// the type is inferred from it (a query's input type: what the page passes to the api-client).
import { z } from 'zod';
import type { ErrorCode } from './error-codes.js';
import { MAX_ID } from './paging.js';
import { canonicalOf, LangQuerySchema, pagedQuerySchema, queryBoolean, queryEnum, queryInt, queryText } from './query.js';

// ------------------------------------------------------------------------------------------------ codes and ids

/** The Eriador world map: the main region map, the first crumb's target ("Middle Earth", spec 2 §2, §9). */
export const WORLD_MAP_ID = 268437557;
/**
 * The ten main zone maps (spec 2 §9) in the spec's order: Ered Luin, the Shire, Bree-land, the Lone-lands, the North
 * Downs, Evendim, the Trollshaws, the Misty Mountains, Angmar, Forochel. They tile the world map without overlapping;
 * the composite ("All Zones") view stitches them, and quest or NPC markers lying in them open that view. Also the
 * client's fallback when GET /maps/main-zones fails.
 */
export const ZONE_MAP_IDS = [268437576, 268437592, 268437603, 268437615, 268437634, 268437653, 268437678, 268437691, 268437700, 268439511] as const;
export type ZoneMapId = (typeof ZONE_MAP_IDS)[number];

/** Whether a map id is one of the ten main zone maps. */
export function isZoneMapId(mapId: number): mapId is ZoneMapId {
  return (ZONE_MAP_IDS as readonly number[]).includes(mapId);
}

/** A map's type (spec 2 §3): region (the world map and the zone maps), area or dungeon. Display: translations "mapType.<code>". */
export const MAP_TYPES = ['region', 'area', 'dungeon'] as const;
export type MapType = (typeof MAP_TYPES)[number];

/** The marker filter groups (spec 2 §2: Services, Points of Interest, Entities, Resources & Other). */
export const MARKER_GROUPS = ['services', 'pointsOfInterest', 'entities', 'resources'] as const;
export type MarkerGroup = (typeof MARKER_GROUPS)[number];
/** Categories hidden until the visitor turns them on (spec 2 §9); "Select Default" enables every other one. */
export const DEFAULT_DISABLED_MARKER_CODES = [50, 71, 72, 73, 77, 78, 79] as const;
/** Categories never bundled on the map (spec 2 §5). */
export const NEVER_BUNDLED_MARKER_CODES = [50, 71, 72, 77, 78] as const;
/** Shard sources (spec 2 §9): each marker has a type, drawn with a border by type. */
export const SHARD_MARKER_CODE = 79;
export const SHARD_MARKER_TYPES = ['signature', 'elite', 'elite-master'] as const;
export type ShardMarkerType = (typeof SHARD_MARKER_TYPES)[number];
/** Client-side categories (spec 2 §9): quest markers 999 and NPC markers 998 are drawn by the atlas page, never stored. */
export const QUEST_MARKER_CODE = 999;
export const NPC_MARKER_CODE = 998;

/** A quest's scope: mainZone = the 1,763 classic quests of the ten main zones, other = the 1,376 rest. */
export const QUEST_SCOPES = ['mainZone', 'other'] as const;
export type QuestScope = (typeof QUEST_SCOPES)[number];
/** Group sizes (spec 2 §3 Quest filters). Display: translations "questSize.<code>". */
export const QUEST_SIZES = ['SOLO', 'SMALL_FELLOWSHIP', 'FELLOWSHIP'] as const;
export type QuestSize = (typeof QUEST_SIZES)[number];
/** Free Peoples or Monster Play (spec 2 §3). Display: translations "faction.<code>". */
export const QUEST_FACTIONS = ['FreePeoples', 'MonsterPlay'] as const;
export type QuestFaction = (typeof QUEST_FACTIONS)[number];
/** Expansion eras (spec 3 §3 questsByExpansion). Display: translations "expansion.<code>". */
export const EXPANSION_ERAS = ['SoA', 'MoM', 'SoM', 'RoI', 'RoR', 'HD', 'U16', 'Mordor', 'Other'] as const;
export type ExpansionEra = (typeof EXPANSION_ERAS)[number];
/** Reputation factions a quest may reward standing with. Display: translations "reputation.<code>". */
export const REPUTATIONS = [
  'thorinsHall', 'mathomSociety', 'menOfBree', 'eglain', 'rangersOfEsteldin', 'wardensOfAnnuminas',
  'elvesOfRivendell', 'councilOfTheNorth', 'lossoth', 'eldgang', 'algraig',
] as const;
export type Reputation = (typeof REPUTATIONS)[number];

/** NPC aggro types (spec 2 §3). Display: translations "aggro.<code>". */
export const AGGRO_TYPES = ['friendly', 'neutral', 'aggressive'] as const;
export type AggroType = (typeof AGGRO_TYPES)[number];
/** NPC races. Display: translations "npcRace.<code>". */
export const NPC_RACES = [
  'man', 'elf', 'dwarf', 'hobbit', 'orc', 'goblin', 'uruk', 'halfOrc', 'troll', 'warg', 'wolf', 'bear', 'boar',
  'spider', 'wight', 'wraith', 'giant', 'crebain', 'dragon', 'beast', 'insect',
] as const;
export type NpcRace = (typeof NPC_RACES)[number];

// ------------------------------------------------------------------------------------------------ limits

/** GET /quests page size by default, and the largest accepted (the quest browser asks for 10000; spec 2 §7, §9). */
export const QUEST_PAGE_SIZE = 100;
export const QUEST_MAX_PAGE_SIZE = 10000;
/** GET /npcs page size by default and at most (the page always asks for 10000; spec 2 §7, §9). */
export const NPC_PAGE_SIZE = 10000;
export const NPC_MAX_PAGE_SIZE = 10000;
/** Text search applies only at 3 or more characters (spec 2 §5): a shorter search text is ignored, not refused. */
export const ATLAS_SEARCH_MIN_LENGTH = 3;
/** Longest search text the atlas calls accept (longer → 400). */
export const ATLAS_SEARCH_MAX_LENGTH = 100;
/** The marker list shows at most this many markers, A–Z, with a notice (spec 2 §5, §9). */
export const MARKER_LIST_CAP = 10000;
/** Levels a quest filter accepts (minLevel, maxLevel). */
export const QUEST_LEVEL_MIN = 1;
export const QUEST_LEVEL_MAX = 50;
/** Longest `categories` list of the marker calls (every code of the data, with commas, fits many times over). */
export const CATEGORIES_MAX_LENGTH = 400;

/** Where a category's generated SVG icon is served (spec 2 §7: GET /api/maps/categories/{code}/icon). */
export function markerCategoryIconPath(code: number): string {
  return `/api/maps/categories/${code}/icon`;
}

// ------------------------------------------------------------------------------------------------ paging

/** The paging fields of a paged list (page numbers from 1). */
export interface PageInfo {
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

// ------------------------------------------------------------------------------------------------ query parts

/** A refusal naming a catalogued code (its text says what the value may be), from a query part's reader. */
function refuse(ctx: z.RefinementCtx, input: unknown, code: ErrorCode, params: Record<string, string | number> = {}): never {
  ctx.addIssue({ code: 'custom', input, params: { code, ...params } });
  return z.NEVER;
}

/** A search text: part of a name in any language; applies at ATLAS_SEARCH_MIN_LENGTH characters or more (shorter: ignored). */
const searchText = (what: string) =>
  queryText(ATLAS_SEARCH_MAX_LENGTH)
    .optional()
    .meta({ description: `part of ${what} in any language, any case and accents; applies at ${ATLAS_SEARCH_MIN_LENGTH} characters or more (shorter: ignored)` });

/** A map id of a query (mapId). */
const mapIdOfQuery = (description: string) => queryInt(z.int().min(1).max(MAX_ID)).optional().meta({ description });

/** A text naming something by id or by name (zone, area, category), trimmed. */
const nameOrIdText = (description: string) => queryText(ATLAS_SEARCH_MAX_LENGTH).optional().meta({ description });

/** A code with its display name in the request's language (races, aggro types, expansions, sizes, factions …). */
export interface NamedCode<C extends string = string> {
  code: C;
  name: string;
}

// ------------------------------------------------------------------------------------------------ maps

/** A position in degrees (west and south negative). */
export interface LonLat {
  longitude: number;
  latitude: number;
}

/** A map's box: min is the south-west corner, max the north-east one. */
export interface BoundingBox {
  min: LonLat;
  max: LonLat;
}

/**
 * A map (spec 2 §3) — GET /maps, /maps/{id}. `id` and `mapId` are both the game's map id. The image at
 * GET /api/maps/{id}/image spans the bounding box with north up (imageWidth × imageHeight pixels).
 */
export interface AtlasMap {
  id: number;
  mapId: number;
  name: string;
  localizedName: string;
  type: MapType;
  /** "Region", "Area", "Dungeon" in the request's language. */
  typeName: string;
  /** The parent map (world → zone → area → dungeon); null for the world map. */
  parentId: number | null;
  /** The zone (territory) the map belongs to; null for the world map. */
  zoneId: number | null;
  /** The world map and the ten main zone maps. */
  isMainRegionMap: boolean;
  /** An instanced dungeon (badged "Instance" in the maps tree). */
  isInstance: boolean;
  boundingBox: BoundingBox;
  /** Quest levels of the map. */
  levelMin: number;
  levelMax: number;
  imageWidth: number;
  imageHeight: number;
}

/** GET /maps query: lang, and search (part of a map's name in any language). */
export const MapsQuerySchema = LangQuerySchema.extend({
  search: queryText(ATLAS_SEARCH_MAX_LENGTH).optional().meta({ description: "part of a map's name in any language, any case and accents" }),
});
export type MapsQuery = z.input<typeof MapsQuerySchema>;

/**
 * GET /maps/{id}/image query: `lang` (en, de, fr or ru, regions ignored; another value draws English labels) and `t`
 * (any value: the page changes it to bypass a cached copy). Not a LangQuery: an unknown language is drawn in English.
 */
export const MapImageQuerySchema = z.strictObject({
  lang: z
    .string()
    .max(35)
    .optional()
    .meta({ description: 'en, de, fr or ru (regions ignored: de-AT is de); another value draws English labels; without it, Accept-Language' }),
  t: z.string().max(64).optional().meta({ description: 'any value (a timestamp): the page changes it to bypass a cached copy; ignored by the server' }),
});
export type MapImageQuery = z.input<typeof MapImageQuerySchema>;

/** GET /maps?search — every map (or those whose name matches, any language), by type; each list by name. */
export interface MapsAnswer {
  maps: AtlasMap[];
  mapsByType: Record<MapType, AtlasMap[]>;
}

/** GET /maps/main-zones — the world map and the ten main zone maps (the composite view's maps). */
export interface MainZoneMaps {
  worldMapId: number;
  mapIds: number[];
}

/** A clickable link arrow drawn on one map (parentId) at a position, opening another (targetId) — GET /maps/{id}/links. */
export interface MapLink {
  id: number;
  parentId: number;
  targetId: number;
  /** The target map's name in the request's language. */
  targetName: string;
  targetType: MapType;
  /** Whether the target is one of the ten main zone maps (then the arrow centres the composite view on it). */
  targetIsMainZone: boolean;
  /** The label in the request's language. */
  label: string;
  fromLongitude: number;
  fromLatitude: number;
}

/** A level of the map hierarchy: the world (Region), a zone (Territory), an area, a dungeon. */
export const MAP_HIERARCHY_LEVELS = ['Region', 'Territory', 'Area', 'Dungeon'] as const;
export type MapHierarchyLevel = (typeof MAP_HIERARCHY_LEVELS)[number];

/** A node of GET /maps/hierarchy: a map with its child maps (by name). */
export interface MapHierarchyNode {
  id: number;
  mapId: number;
  name: string;
  localizedName: string;
  type: MapHierarchyLevel;
  mapType: MapType;
  isInstance: boolean;
  children: MapHierarchyNode[];
}

/** GET /maps/hierarchy?lang — the world map at the root, its zones, their areas, the areas' dungeons. */
export interface MapHierarchy {
  roots: MapHierarchyNode[];
}

/** One crumb of a hierarchy path. */
export interface MapPathEntry {
  id: number;
  mapId: number;
  name: string;
  localizedName: string;
  mapType: MapType;
}

/**
 * GET /maps/{id}/hierarchy-path?lang — the breadcrumb above a map ("Middle Earth" › region › territory › area › map):
 * region = the world map, territory = the map's zone, area = the area the map is or lies in; each null when the map
 * stands above that level (the world map has no territory; a zone has no area). `map` is the map itself (it may be
 * the same as the last non-null level: the page shows it once).
 */
export interface MapHierarchyPath {
  region: MapPathEntry | null;
  territory: MapPathEntry | null;
  area: MapPathEntry | null;
  map: MapPathEntry;
}

// ------------------------------------------------------------------------------------------------ markers

/** A marker category (spec 2 §3) — GET /maps/categories, by group then code. */
export interface MarkerCategory {
  code: number;
  /** In the request's language. */
  name: string;
  group: MarkerGroup;
  /** The group's display name in the request's language. */
  groupName: string;
  /** URL of the generated SVG icon (markerCategoryIconPath). */
  icon: string;
  /** Visible by default (false for DEFAULT_DISABLED_MARKER_CODES). */
  defaultEnabled: boolean;
  /** May be bundled on the map (false for NEVER_BUNDLED_MARKER_CODES). */
  bundled: boolean;
  /** How many markers of the category the data holds (every map). */
  markerCount: number;
}

/**
 * A map marker (spec 2 §3) — GET /maps/{id}/markers, composite data. questMarkerIndex and bundledCount are set by
 * the page only (quest markers come from a quest's objectives; bundles are made on screen).
 */
export interface Marker {
  id: number;
  /** The label shown on the map, in the request's language. */
  label: string;
  categoryCode: number;
  /** The category's name in the request's language. */
  categoryName: string;
  /** URL of the category's icon (markerCategoryIconPath). */
  categoryIcon: string;
  longitude: number;
  latitude: number;
  gameX: number;
  gameY: number;
  mapId: number;
  /** Technical name (stable, English), e.g. "npc:1879400001". */
  name: string;
  /** Shard sources (SHARD_MARKER_CODE) only: signature, elite or elite-master; null otherwise. */
  type: ShardMarkerType | null;
  /** The NPC or creature the marker shows (GET /npcs/{id}), if any. */
  npcId: number | null;
  /** The resource or drop the marker stands for, if any. */
  itemId: number | null;
  questMarkerIndex?: number;
  bundledCount?: number;
}

const CATEGORY_LIST = /^\d{1,9}(?:\s*,\s*\d{1,9})*$/;

/**
 * GET /maps/{id}/markers and /maps/composite query: lang, and `categories` — category codes separated by commas
 * (spaces allowed; all categories when absent), e.g. "1,7,21". Which codes exist is the data's (the service checks).
 */
export const MarkersQuerySchema = LangQuerySchema.extend({
  categories: z
    .preprocess(
      (value: string, ctx) => (value === undefined || typeof value === 'string' ? value : refuse(ctx, value, 'atlas.categoriesFormat')),
      z
        .string()
        .trim()
        .max(CATEGORIES_MAX_LENGTH, { abort: true })
        .refine((list) => CATEGORY_LIST.test(list), { params: { code: 'atlas.categoriesFormat' } }),
    )
    .optional()
    .meta({ description: 'category codes separated by commas (all categories when absent)', example: '1,7,21' }),
});
export type MarkersQuery = z.input<typeof MarkersQuerySchema>;

/** GET /maps/{id}/markers?categories — the markers stored on one map (its own, not those of its areas), by id. */
export interface MapMarkers {
  mapId: number;
  markers: Marker[];
}

/** The composite view's bounds: min/max of the main zone maps' boxes (spec 2 §7). */
export interface WorldBounds {
  minLon: number;
  maxLon: number;
  minLat: number;
  maxLat: number;
}

/**
 * GET /maps/composite?categories&lang — everything the "All Zones" view draws (spec 2 §3 Composite data, §4):
 * the ten main zone maps, their bounds, the links drawn on them, and the markers of the zone maps and of their areas
 * (not dungeons: those are interiors) with duplicates (same label, category and position to 0.001) dropped.
 */
export interface CompositeData {
  maps: AtlasMap[];
  worldBounds: WorldBounds;
  links: MapLink[];
  markers: Marker[];
}

// ------------------------------------------------------------------------------------------------ quests

/** A quest category (spec 3 §3) — GET /quests/categories, by localized name. */
export interface QuestCategory {
  id: number;
  name: string;
  localizedName: string;
  /** zone, epic, instance, class, crafting, festival, skirmish, reputation or region. */
  kind: string;
  /** How many quests the category holds. */
  questCount: number;
}

/** GET /quests/expansions — the eras, in EXPANSION_ERAS order, with their names and quest counts. */
export interface QuestExpansion extends NamedCode<ExpansionEra> {
  questCount: number;
}

/** A quest as another entity names it (chains, an NPC's quests). */
export interface QuestRef {
  id: number;
  name: string;
  localizedName: string;
  level: number;
  /** The primary map of its markers; null when it has none. */
  mapId: number | null;
}

/**
 * A quest in a list (spec 2 §3) — GET /quests, /quests/map/{mapId}, /quests/zone/{zone}. area and zone are the
 * names of areaId and zoneId in the request's language (null when the quest lies outside the maps).
 */
export interface QuestListItem extends QuestRef {
  category: number;
  /** The category's name in the request's language. */
  categoryName: string;
  scope: QuestScope;
  area: string | null;
  areaId: number | null;
  zone: string | null;
  zoneId: number | null;
  /** Some objective has markers. */
  hasMarkers: boolean;
  /** The maps the quest's markers lie on, the primary map (mapId) first. More than one: area buttons. */
  markerMapIds: number[];
  /** An editor has changed the quest (admin overrides; false until the admin issue lands). */
  hasOverrides: boolean;
  /** Excluded by an editor: only listed with includeExcluded=true. */
  isExcluded: boolean;
  bestowerNpcId: number | null;
  /** The bestower's name in the request's language. */
  bestowerNpcName: string | null;
  expansionEra: ExpansionEra;
  size: QuestSize;
  repeatable: boolean;
  /** The faction the quest rewards reputation with, if any. */
  reputation: Reputation | null;
  faction: QuestFaction;
  prerequisiteId: number | null;
  nextQuestId: number | null;
}

/** GET /quests — a page of quests sorted by name (chapter numbers compared as numbers: spec 2 §5). */
export interface QuestPage extends PageInfo {
  quests: QuestListItem[];
}

/** scope of GET /quests: the quests of the ten main zones, the others, or all (the default). */
export const QUEST_SCOPE_FILTERS = [...QUEST_SCOPES, 'all'] as const;
export type QuestScopeFilter = (typeof QUEST_SCOPE_FILTERS)[number];

/** The paging of a quest list (and lang): pageSize 1 … 10000, its default the list's own. */
const questPagingSchema = (defaultPageSize: number) =>
  pagedQuerySchema({ maxPageSize: QUEST_MAX_PAGE_SIZE, defaultPageSize, pageSizeDescription: 'the quest browser asks for 10000' }).extend(LangQuerySchema.shape);

/** GET /quests/map/{mapId} and /quests/zone/{zone} query: lang, page and pageSize (10000 a page by default). */
export const QuestPageQuerySchema = questPagingSchema(QUEST_MAX_PAGE_SIZE);
export type QuestPageQuery = z.input<typeof QuestPageQuerySchema>;

/** "true"/"false" (any case) → booleans, a reputation code in any case → the code; anything else refused. */
function reputationOfText(value: unknown, ctx: z.RefinementCtx): unknown {
  if (value === undefined || typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  const code = canonicalOf(REPUTATIONS)(value);
  return (REPUTATIONS as readonly unknown[]).includes(code) ? code : refuse(ctx, value, 'atlas.reputation', { values: REPUTATIONS.join(', ') });
}

/** "Free Peoples", "free-peoples", "FREEPEOPLES" → FreePeoples; anything else refused. */
function factionOfText(value: unknown, ctx: z.RefinementCtx): unknown {
  if (value === undefined) return value;
  const code = typeof value === 'string' ? canonicalOf(QUEST_FACTIONS)(value.replace(/[\s_-]/g, '')) : value;
  return (QUEST_FACTIONS as readonly unknown[]).includes(code) ? code : refuse(ctx, value, 'atlas.faction');
}

/**
 * "SoA,MoM" (any case) → ['SoA', 'MoM'] without repeats; "all" → no filter; anything else refused. A repeated parameter
 * (expansionFilter=SoA&expansionFilter=MoM) reads as its values joined by commas.
 */
function erasOfText(value: unknown, ctx: z.RefinementCtx): unknown {
  if (value === undefined) return value;
  const text = Array.isArray(value) && value.every((part) => typeof part === 'string') ? value.join(',') : value;
  if (typeof text === 'string') {
    if (text.trim().toLowerCase() === 'all') return undefined;
    const eras = text.split(',').map(canonicalOf(EXPANSION_ERAS));
    if (eras.every((era) => (EXPANSION_ERAS as readonly unknown[]).includes(era))) return [...new Set(eras)];
  }
  return refuse(ctx, value, 'atlas.expansionFilter', { values: EXPANSION_ERAS.join(', ') });
}

const questLevel = (description: string) => queryInt(z.int().min(QUEST_LEVEL_MIN).max(QUEST_LEVEL_MAX)).optional().meta({ description });

/**
 * GET /quests query (spec 2 §3 Quest filters, §7). Every filter is optional; several narrow together.
 * - zone, area: a map id, or a name in any language (any case and accents).
 * - category: a category id, or a name in any language.
 * - scope: mainZone, other or all (default all).
 * - reputation: a REPUTATIONS code (quests rewarding standing with it), or true / false (with or without any).
 * - faction: FreePeoples or MonsterPlay (also "Free Peoples", "Monster Play", any case).
 * - expansionFilter: one era or several joined by commas (EXPANSION_ERAS), or all.
 * - search: part of the name in any language, at ATLAS_SEARCH_MIN_LENGTH characters or more (shorter: ignored).
 * - minLevel not above maxLevel.
 * - lang: the answer's language (else Accept-Language); page from 1, pageSize 1 … 10000 (default 100).
 * Names and ids the data must hold (mapId, zone, area, category) are the service's check.
 */
export const QuestListQuerySchema = questPagingSchema(QUEST_PAGE_SIZE)
  .extend({
    mapId: mapIdOfQuery('quests on this map: its primary map, area or zone, or a marker there'),
    zone: nameOrIdText("a zone map's id, or its name in any language (any case and accents)"),
    area: nameOrIdText("an area or dungeon map's id, or its name in any language"),
    minLevel: questLevel('lowest quest level'),
    maxLevel: questLevel('highest quest level'),
    category: nameOrIdText("a quest category's id (GET /quests/categories), or its name in any language"),
    scope: queryEnum(QUEST_SCOPE_FILTERS).optional().meta({ description: 'mainZone: the classic quests of the ten main zones; other: the rest; all (the default)' }),
    size: queryEnum(QUEST_SIZES).optional().meta({ description: 'group size; any case' }),
    repeatable: queryBoolean().optional().meta({ description: 'repeatable quests only (true) or the others (false)' }),
    reputation: z
      .preprocess((value: Reputation | boolean, ctx) => reputationOfText(value, ctx), z.union([z.enum(REPUTATIONS), z.boolean()]))
      .optional()
      .meta({ description: `a faction the quest rewards standing with (${REPUTATIONS.join(', ')}), or true / false: with or without any reputation reward` }),
    faction: z
      .preprocess((value: QuestFaction, ctx) => factionOfText(value, ctx), z.enum(QUEST_FACTIONS))
      .optional()
      .meta({ description: 'Free Peoples or Monster Play (spaces and case ignored)' }),
    search: searchText("the quest's name"),
    includeExcluded: queryBoolean().optional().meta({ description: 'also list quests an editor excluded (default false)' }),
    expansionFilter: z
      .preprocess((value: string, ctx) => erasOfText(value, ctx), z.array(z.enum(EXPANSION_ERAS)).optional())
      .optional()
      .meta({ description: `all, or eras separated by commas (${EXPANSION_ERAS.join(', ')}); any case`, example: 'SoA,MoM' }),
  })
  .superRefine((query, ctx) => {
    const { minLevel, maxLevel } = query;
    if (minLevel !== undefined && maxLevel !== undefined && minLevel > maxLevel) {
      ctx.addIssue({
        code: 'custom',
        path: ['minLevel'],
        input: minLevel,
        params: { code: 'field.boundNotAbove' satisfies ErrorCode, value: minLevel, other: 'maxLevel', otherValue: maxLevel },
      });
    }
  });
export type QuestListQuery = z.input<typeof QuestListQuerySchema>;

/** A quest marker (spec 2 §3): where an objective is done; index from 1 within the quest. */
export interface QuestMarker {
  index: number;
  name: string;
  localizedName: string;
  mapId: number;
  longitude: number;
  latitude: number;
  gameX: number;
  gameY: number;
}

/** An objective with its markers. */
export interface QuestObjective {
  text: string;
  localizedText: string;
  /** How many to do (1 for a single action). */
  count: number;
  markers: QuestMarker[];
}

/** An item a quest gives (or offers to choose from). */
export interface QuestRewardItem {
  itemId: number;
  name: string;
  localizedName: string;
  /** Icon id (layer ids joined by "-": GET /api/icons/layered/{icon}). */
  icon: string;
  quality: string;
  quantity: number;
}

/** A quest's rewards (spec 2 §3): money split as the game shows it (100 copper = 1 silver, 1,000 silver = 1 gold). */
export interface QuestRewards {
  xp: number;
  gold: number;
  silver: number;
  copper: number;
  /** The whole amount in copper. */
  totalCopper: number;
  items: QuestRewardItem[];
  selectableItems: QuestRewardItem[];
  reputation: { faction: Reputation; name: string; amount: number } | null;
}

/** A player comment (spec 2 §3 allakhazamData.comments), kept as written (English). */
export interface QuestComment {
  /** ISO date. */
  date: string;
  author: string;
  text: string;
}

/**
 * GET /quests/{id}?lang — a quest's details (spec 2 §3): the list fields plus the texts (English and localized),
 * objectives with their markers, every marker in index order, rewards and comments.
 */
export interface QuestDetail extends QuestListItem {
  description: string;
  localizedDescription: string;
  objectives: QuestObjective[];
  /** Every objective's markers, by index. */
  markers: QuestMarker[];
  rewards: QuestRewards;
  /** Display names of the codes, in the request's language. */
  expansionName: string;
  sizeName: string;
  factionName: string;
  allakhazamData: {
    /** Where the quest starts, as text in the request's language (null when unknown). */
    startZone: string | null;
    comments: QuestComment[];
  };
}

/**
 * Warnings of a chain (spec 2 §8, the warning marks): positionEstimated — the walk back to the chain's start was cut
 * (a prerequisite missing or excluded), so the position counts from the first quest found ("Position is estimated -
 * chain data may be incomplete"); brokenChain — a link is missing, one-sided or loops ("Quest chain data may be
 * incomplete or broken").
 */
export const QUEST_CHAIN_WARNINGS = ['positionEstimated', 'brokenChain'] as const;
export type QuestChainWarning = (typeof QUEST_CHAIN_WARNINGS)[number];

/**
 * GET /quests/{id}/chain?lang (spec 2 §3 Quest chain): the quest's place in its chain. A quest without prerequisite
 * and next quest is a single quest: position 1, totalQuests 1, isInChain false, quests holding only itself.
 */
export interface QuestChain {
  questId: number;
  /** 1-based position of the quest in the chain. */
  position: number;
  totalQuests: number;
  isInChain: boolean;
  prerequisiteQuest: QuestRef | null;
  nextQuest: QuestRef | null;
  warnings: QuestChainWarning[];
  /** Some link of the chain is missing or broken (either warning). */
  isIncomplete: boolean;
  /** The chain's quests in order, as far as they could be followed. */
  quests: QuestRef[];
}

// ------------------------------------------------------------------------------------------------ NPCs

/** An NPC in a list (spec 2 §3) — GET /npcs. `mobId` is the NPC's id. */
export interface NpcListItem {
  mobId: number;
  name: string;
  localizedName: string;
  race: NpcRace;
  raceName: string;
  aggro: AggroType;
  aggroName: string;
  level: number;
  /** Starts or is involved in a quest (the scroll icon). */
  hasQuests: boolean;
  /** Zone and area maps where it spawns. */
  zoneIds: number[];
  areaIds: number[];
}

/** GET /npcs query (spec 2 §7): search at ATLAS_SEARCH_MIN_LENGTH characters or more (shorter: ignored); race and aggro codes, any case. */
export const NpcListQuerySchema = pagedQuerySchema({ maxPageSize: NPC_MAX_PAGE_SIZE, defaultPageSize: NPC_PAGE_SIZE, pageSizeDescription: 'the page asks for 10000' })
  .extend(LangQuerySchema.shape)
  .extend({
    mapId: mapIdOfQuery('NPCs spawning on this map (or whose zones or areas include it)'),
    race: queryEnum(NPC_RACES).optional().meta({ description: 'race code (GET /npcs/races); any case' }),
    aggro: queryEnum(AGGRO_TYPES).optional().meta({ description: 'aggro type (GET /npcs/aggro-types); any case' }),
    hasQuests: queryBoolean().optional().meta({ description: 'NPCs that start or appear in a quest (true) or the others (false)' }),
    search: searchText("the NPC's name"),
  });
export type NpcListQuery = z.input<typeof NpcListQuerySchema>;

/** GET /npcs — a page of NPCs sorted by localized name. */
export interface NpcPage extends PageInfo {
  npcs: NpcListItem[];
}

/** One spawn of an NPC (its marker on the map; "Spawn Locations", numbered from 1). */
export interface NpcMarker {
  index: number;
  mapId: number;
  /** The map's name in the request's language (the spec's zone). */
  zone: string;
  longitude: number;
  latitude: number;
  gameX: number;
  gameY: number;
}

/** A map named by an NPC (its zones and areas). */
export interface MapRef {
  mapId: number;
  name: string;
}

/** GET /npcs/{id}?lang — an NPC's details (spec 2 §3) with its spawns and quests (each by localized name). */
export interface NpcDetail extends NpcListItem {
  zones: MapRef[];
  areas: MapRef[];
  /** Where to find it, as text in the request's language. */
  location: string;
  notes: string | null;
  /** Picture URL (a path on the site), if any. */
  screenshotUrl: string | null;
  /** Quests it gives. */
  startsQuests: QuestRef[];
  /** Other quests it appears in. */
  involvedQuests: QuestRef[];
  markers: NpcMarker[];
}

/** An NPC with its spawns on one map. */
export interface NpcOnMap extends NpcListItem {
  markers: NpcMarker[];
}

/** GET /npcs/map/{mapId}?lang — the NPCs spawning on a map, by localized name, with their spawns there. */
export interface NpcsOnMap {
  mapId: number;
  npcs: NpcOnMap[];
}

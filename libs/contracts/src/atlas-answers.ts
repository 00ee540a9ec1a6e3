// The atlas service's answers as zod schemas, for its OpenAPI document (issue 22 §2: success answers documented
// from contracts). The types stay the interfaces of atlas.ts and admin.ts (the atlas remote and the admin service
// are built on them, their field comments are the reference, the map hierarchy is recursive). `AtlasAnswersAgree`
// below makes the compiler check that each schema's output and its interface are the same type.
import { z } from 'zod';
import { pageAnswerFields } from './paging.js';
import type { Agrees, Check } from './schema-agrees.js';
import type {
  AtlasInternalQuest,
  AtlasInternalQuestDetail,
  AtlasZoneMap,
} from './admin.js';
import {
  AGGRO_TYPES,
  EXPANSION_ERAS,
  MAP_HIERARCHY_LEVELS,
  MAP_TYPES,
  MARKER_GROUPS,
  NPC_RACES,
  QUEST_CHAIN_WARNINGS,
  QUEST_FACTIONS,
  QUEST_SCOPES,
  QUEST_SIZES,
  REPUTATIONS,
  SHARD_MARKER_TYPES,
  type AggroType,
  type AtlasMap,
  type CompositeData,
  type MainZoneMaps,
  type MapHierarchy,
  type MapHierarchyNode,
  type MapHierarchyPath,
  type MapLink,
  type MapMarkers,
  type MapsAnswer,
  type MarkerCategory,
  type NamedCode,
  type NpcDetail,
  type NpcPage,
  type NpcRace,
  type NpcsOnMap,
  type QuestCategory,
  type QuestChain,
  type QuestDetail,
  type QuestExpansion,
  type QuestPage,
} from './atlas.js';

const pageFields = { ...pageAnswerFields, totalPages: z.int() };

const namedCodeOf = <C extends readonly [string, ...string[]]>(codes: C) => z.object({ code: z.enum(codes), name: z.string() });

export const NpcRaceListSchema = z.array(namedCodeOf(NPC_RACES).meta({ id: 'NpcRace' })).meta({ description: 'NamedCode[] of the NPC races' });
export const AggroTypeListSchema = z.array(namedCodeOf(AGGRO_TYPES).meta({ id: 'AggroType' })).meta({ description: 'NamedCode[] of the aggro types' });

export const LonLatSchema = z.object({ longitude: z.number(), latitude: z.number() }).meta({ id: 'LonLat' });
export const BoundingBoxSchema = z.object({ min: LonLatSchema, max: LonLatSchema }).meta({ id: 'BoundingBox', description: 'min: the south-west corner, max: the north-east one' });

export const AtlasMapSchema = z
  .object({
    id: z.int(),
    mapId: z.int(),
    name: z.string(),
    localizedName: z.string(),
    type: z.enum(MAP_TYPES),
    typeName: z.string(),
    parentId: z.int().nullable(),
    zoneId: z.int().nullable(),
    isMainRegionMap: z.boolean(),
    isInstance: z.boolean(),
    boundingBox: BoundingBoxSchema,
    levelMin: z.number(),
    levelMax: z.number(),
    imageWidth: z.number(),
    imageHeight: z.number(),
  })
  .meta({ id: 'AtlasMap' });

export const MapsAnswerSchema = z
  .object({ maps: z.array(AtlasMapSchema), mapsByType: z.record(z.enum(MAP_TYPES), z.array(AtlasMapSchema)) })
  .meta({ id: 'MapsAnswer' });

export const MainZoneMapsSchema = z.object({ worldMapId: z.int(), mapIds: z.array(z.int()) }).meta({ id: 'MainZoneMaps' });

export const MapLinkSchema = z
  .object({
    id: z.int(),
    parentId: z.int(),
    targetId: z.int(),
    targetName: z.string(),
    targetType: z.enum(MAP_TYPES),
    targetIsMainZone: z.boolean(),
    label: z.string(),
    fromLongitude: z.number(),
    fromLatitude: z.number(),
  })
  .meta({ id: 'MapLink' });
export const MapLinkListSchema = z.array(MapLinkSchema).meta({ description: 'MapLink[]' });

/** Recursive: typed as its interface (the compiler checks the object's output against it; inference cannot recurse). */
export const MapHierarchyNodeSchema: z.ZodType<MapHierarchyNode> = z.object({
  id: z.int(),
  mapId: z.int(),
  name: z.string(),
  localizedName: z.string(),
  type: z.enum(MAP_HIERARCHY_LEVELS),
  mapType: z.enum(MAP_TYPES),
  isInstance: z.boolean(),
  get children(): z.ZodArray<z.ZodType<MapHierarchyNode>> {
    return z.array(MapHierarchyNodeSchema);
  },
});
// Named in place (not by .meta(), which makes a copy): the copy's children would refer to the unnamed original.
z.globalRegistry.add(MapHierarchyNodeSchema, { id: 'MapHierarchyNode' });

export const MapHierarchySchema = z.object({ roots: z.array(MapHierarchyNodeSchema) }).meta({ id: 'MapHierarchy' });

export const MapPathEntrySchema = z
  .object({ id: z.int(), mapId: z.int(), name: z.string(), localizedName: z.string(), mapType: z.enum(MAP_TYPES) })
  .meta({ id: 'MapPathEntry' });

export const MapHierarchyPathSchema = z
  .object({ region: MapPathEntrySchema.nullable(), territory: MapPathEntrySchema.nullable(), area: MapPathEntrySchema.nullable(), map: MapPathEntrySchema })
  .meta({ id: 'MapHierarchyPath' });

export const MarkerCategorySchema = z
  .object({
    code: z.int(),
    name: z.string(),
    group: z.enum(MARKER_GROUPS),
    groupName: z.string(),
    icon: z.string(),
    defaultEnabled: z.boolean(),
    bundled: z.boolean(),
    markerCount: z.number(),
  })
  .meta({ id: 'MarkerCategory' });
export const MarkerCategoryListSchema = z.array(MarkerCategorySchema).meta({ description: 'MarkerCategory[]' });

export const MarkerSchema = z
  .object({
    id: z.int(),
    label: z.string(),
    categoryCode: z.int(),
    categoryName: z.string(),
    categoryIcon: z.string(),
    longitude: z.number(),
    latitude: z.number(),
    gameX: z.number(),
    gameY: z.number(),
    mapId: z.int(),
    name: z.string(),
    type: z.enum(SHARD_MARKER_TYPES).nullable(),
    npcId: z.int().nullable(),
    itemId: z.int().nullable(),
    questMarkerIndex: z.number().optional(),
    bundledCount: z.number().optional(),
  })
  .meta({ id: 'Marker' });

export const MapMarkersSchema = z.object({ mapId: z.int(), markers: z.array(MarkerSchema) }).meta({ id: 'MapMarkers' });

export const WorldBoundsSchema = z.object({ minLon: z.number(), maxLon: z.number(), minLat: z.number(), maxLat: z.number() }).meta({ id: 'WorldBounds' });

export const CompositeDataSchema = z
  .object({ maps: z.array(AtlasMapSchema), worldBounds: WorldBoundsSchema, links: z.array(MapLinkSchema), markers: z.array(MarkerSchema) })
  .meta({ id: 'CompositeData' });

export const QuestCategorySchema = z
  .object({ id: z.int(), name: z.string(), localizedName: z.string(), kind: z.string(), questCount: z.number() })
  .meta({ id: 'QuestCategory' });
export const QuestCategoryListSchema = z.array(QuestCategorySchema).meta({ description: 'QuestCategory[]' });

export const QuestExpansionSchema = z.object({ code: z.enum(EXPANSION_ERAS), name: z.string(), questCount: z.number() }).meta({ id: 'QuestExpansion' });
export const QuestExpansionListSchema = z.array(QuestExpansionSchema).meta({ description: 'QuestExpansion[]' });

const questRefFields = { id: z.int(), name: z.string(), localizedName: z.string(), level: z.number(), mapId: z.int().nullable() };
export const QuestRefSchema = z.object(questRefFields).meta({ id: 'QuestRef' });

const questListItemFields = {
  ...questRefFields,
  category: z.int(),
  categoryName: z.string(),
  scope: z.enum(QUEST_SCOPES),
  area: z.string().nullable(),
  areaId: z.int().nullable(),
  zone: z.string().nullable(),
  zoneId: z.int().nullable(),
  hasMarkers: z.boolean(),
  markerMapIds: z.array(z.int()),
  hasOverrides: z.boolean(),
  isExcluded: z.boolean(),
  bestowerNpcId: z.int().nullable(),
  bestowerNpcName: z.string().nullable(),
  expansionEra: z.enum(EXPANSION_ERAS),
  size: z.enum(QUEST_SIZES),
  repeatable: z.boolean(),
  reputation: z.enum(REPUTATIONS).nullable(),
  faction: z.enum(QUEST_FACTIONS),
  prerequisiteId: z.int().nullable(),
  nextQuestId: z.int().nullable(),
};
export const QuestListItemSchema = z.object(questListItemFields).meta({ id: 'QuestListItem' });

export const QuestPageSchema = z.object({ ...pageFields, quests: z.array(QuestListItemSchema) }).meta({ id: 'QuestPage' });

export const QuestMarkerSchema = z
  .object({
    index: z.number(),
    name: z.string(),
    localizedName: z.string(),
    mapId: z.int(),
    longitude: z.number(),
    latitude: z.number(),
    gameX: z.number(),
    gameY: z.number(),
  })
  .meta({ id: 'QuestMarker' });

export const QuestObjectiveSchema = z
  .object({ text: z.string(), localizedText: z.string(), count: z.number(), markers: z.array(QuestMarkerSchema) })
  .meta({ id: 'QuestObjective' });

export const QuestRewardItemSchema = z
  .object({ itemId: z.int(), name: z.string(), localizedName: z.string(), icon: z.string(), quality: z.string(), quantity: z.number() })
  .meta({ id: 'QuestRewardItem' });

export const QuestRewardsSchema = z
  .object({
    xp: z.number(),
    gold: z.number(),
    silver: z.number(),
    copper: z.number(),
    totalCopper: z.number(),
    items: z.array(QuestRewardItemSchema),
    selectableItems: z.array(QuestRewardItemSchema),
    reputation: z.object({ faction: z.enum(REPUTATIONS), name: z.string(), amount: z.number() }).nullable(),
  })
  .meta({ id: 'QuestRewards' });

export const QuestCommentSchema = z.object({ date: z.string(), author: z.string(), text: z.string() }).meta({ id: 'QuestComment' });

const questDetailFields = {
  ...questListItemFields,
  description: z.string(),
  localizedDescription: z.string(),
  objectives: z.array(QuestObjectiveSchema),
  markers: z.array(QuestMarkerSchema),
  rewards: QuestRewardsSchema,
  expansionName: z.string(),
  sizeName: z.string(),
  factionName: z.string(),
  allakhazamData: z.object({ startZone: z.string().nullable(), comments: z.array(QuestCommentSchema) }),
};
export const QuestDetailSchema = z.object(questDetailFields).meta({ id: 'QuestDetail' });

export const QuestChainSchema = z
  .object({
    questId: z.int(),
    position: z.number(),
    totalQuests: z.number(),
    isInChain: z.boolean(),
    prerequisiteQuest: QuestRefSchema.nullable(),
    nextQuest: QuestRefSchema.nullable(),
    warnings: z.array(z.enum(QUEST_CHAIN_WARNINGS)),
    isIncomplete: z.boolean(),
    quests: z.array(QuestRefSchema),
  })
  .meta({ id: 'QuestChain' });

const npcListItemFields = {
  mobId: z.int(),
  name: z.string(),
  localizedName: z.string(),
  race: z.enum(NPC_RACES),
  raceName: z.string(),
  aggro: z.enum(AGGRO_TYPES),
  aggroName: z.string(),
  level: z.number(),
  hasQuests: z.boolean(),
  zoneIds: z.array(z.int()),
  areaIds: z.array(z.int()),
};
export const NpcListItemSchema = z.object(npcListItemFields).meta({ id: 'NpcListItem' });

export const NpcPageSchema = z.object({ ...pageFields, npcs: z.array(NpcListItemSchema) }).meta({ id: 'NpcPage' });

export const NpcMarkerSchema = z
  .object({ index: z.number(), mapId: z.int(), zone: z.string(), longitude: z.number(), latitude: z.number(), gameX: z.number(), gameY: z.number() })
  .meta({ id: 'NpcMarker' });

export const MapRefSchema = z.object({ mapId: z.int(), name: z.string() }).meta({ id: 'MapRef' });

export const NpcDetailSchema = z
  .object({
    ...npcListItemFields,
    zones: z.array(MapRefSchema),
    areas: z.array(MapRefSchema),
    location: z.string(),
    notes: z.string().nullable(),
    screenshotUrl: z.string().nullable(),
    startsQuests: z.array(QuestRefSchema),
    involvedQuests: z.array(QuestRefSchema),
    markers: z.array(NpcMarkerSchema),
  })
  .meta({ id: 'NpcDetail' });

export const NpcOnMapSchema = z.object({ ...npcListItemFields, markers: z.array(NpcMarkerSchema) }).meta({ id: 'NpcOnMap' });
export const NpcsOnMapSchema = z.object({ mapId: z.int(), npcs: z.array(NpcOnMapSchema) }).meta({ id: 'NpcsOnMap' });

const localizedSchema = z.object({ en: z.string(), de: z.string(), fr: z.string(), ru: z.string() });

export const AtlasInternalQuestSchema = z.object({ ...questListItemFields, names: localizedSchema }).meta({ id: 'AtlasInternalQuest' });
export const AtlasInternalQuestListSchema = z.array(AtlasInternalQuestSchema).meta({ description: 'AtlasInternalQuest[]' });
export const AtlasInternalQuestDetailSchema = z.object({ ...questDetailFields, mapBox: BoundingBoxSchema.nullable() }).meta({ id: 'AtlasInternalQuestDetail' });
export const AtlasZoneMapSchema = z.object({ mapId: z.int(), name: z.string(), boundingBox: BoundingBoxSchema }).meta({ id: 'AtlasZoneMap' });
export const AtlasZoneMapListSchema = z.array(AtlasZoneMapSchema).meta({ description: 'AtlasZoneMap[]' });

/** Fails to compile when a schema above and its interface in atlas.ts or admin.ts disagree. */
export type AtlasAnswersAgree = [
  Check<Agrees<typeof NpcRaceListSchema, NamedCode<NpcRace>[]>>,
  Check<Agrees<typeof AggroTypeListSchema, NamedCode<AggroType>[]>>,
  Check<Agrees<typeof AtlasMapSchema, AtlasMap>>,
  Check<Agrees<typeof MapsAnswerSchema, MapsAnswer>>,
  Check<Agrees<typeof MainZoneMapsSchema, MainZoneMaps>>,
  Check<Agrees<typeof MapLinkListSchema, MapLink[]>>,
  Check<Agrees<typeof MapHierarchySchema, MapHierarchy>>,
  Check<Agrees<typeof MapHierarchyPathSchema, MapHierarchyPath>>,
  Check<Agrees<typeof MarkerCategoryListSchema, MarkerCategory[]>>,
  Check<Agrees<typeof MapMarkersSchema, MapMarkers>>,
  Check<Agrees<typeof CompositeDataSchema, CompositeData>>,
  Check<Agrees<typeof QuestCategoryListSchema, QuestCategory[]>>,
  Check<Agrees<typeof QuestExpansionListSchema, QuestExpansion[]>>,
  Check<Agrees<typeof QuestPageSchema, QuestPage>>,
  Check<Agrees<typeof QuestDetailSchema, QuestDetail>>,
  Check<Agrees<typeof QuestChainSchema, QuestChain>>,
  Check<Agrees<typeof NpcPageSchema, NpcPage>>,
  Check<Agrees<typeof NpcDetailSchema, NpcDetail>>,
  Check<Agrees<typeof NpcsOnMapSchema, NpcsOnMap>>,
  Check<Agrees<typeof AtlasInternalQuestListSchema, AtlasInternalQuest[]>>,
  Check<Agrees<typeof AtlasInternalQuestDetailSchema, AtlasInternalQuestDetail>>,
  Check<Agrees<typeof AtlasZoneMapListSchema, AtlasZoneMap[]>>,
];

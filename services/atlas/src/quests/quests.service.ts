import { HttpStatus, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import {
  EXPANSION_ERAS, foldText, localize, type LanguageCode, type QuestCategory, type QuestChain, type QuestDetail, type QuestExpansion,
  type ProblemIssue, type QuestListQuerySchema, type QuestPage, type QuestPageQuerySchema,
} from '@eoa/contracts';
import { InvalidRequestException, ProblemException } from '@eoa/server-kit';
import { pageOf } from '../common/paging.js';
import { activeSearch } from '../common/search.js';
import type { RawMap, RawQuest } from '../world/atlas-data.loader.js';
import type { AtlasWorld } from '../world/atlas-world.js';
import { LargeAnswersService } from '../world/large-answers.service.js';
import type { QuestCatalog } from './quest-catalog.js';
import { QuestCatalogService } from './quest-catalog.service.js';

type QuestListQuery = z.output<typeof QuestListQuerySchema>;
type QuestPageQuery = z.output<typeof QuestPageQuerySchema>;

/** Answers of at least this many quests are sent precompressed (the quest browser's 10000 a page); smaller ones as plain JSON. */
export const PRECOMPRESSED_MIN_QUESTS = 1000;

/** The criteria of a list once resolved against the data (ids, not names). */
interface QuestCriteria {
  onMap?: number;
  zoneId?: number;
  areaId?: number;
  minLevel?: number;
  maxLevel?: number;
  categoryId?: number;
  scope?: string;
  size?: string;
  repeatable?: boolean;
  reputation?: string | boolean;
  faction?: string;
  search?: string;
  includeExcluded?: boolean;
  eras?: ReadonlySet<string>;
}

const isZone = (map: RawMap) => map.type === 'region' && map.parentId !== null;
const isArea = (map: RawMap) => map.type === 'area' || map.type === 'dungeon';

/** A map named by its id or by its name in any language (folded), among those `fits` accepts. */
function findMap(world: AtlasWorld, value: string, fits: (map: RawMap) => boolean): RawMap | undefined {
  if (/^\d{1,10}$/.test(value)) {
    const map = world.maps.get(Number(value));
    return map && fits(map) ? map : undefined;
  }
  const folded = foldText(value);
  return [...world.maps.values()].find((m) => fits(m) && Object.values(m.name).some((name) => foldText(name) === folded));
}

/** Whether a quest lies on a map: its primary map, area or zone, or one of its markers. */
const onMap = (quest: RawQuest, mapId: number) =>
  quest.mapId === mapId || quest.areaId === mapId || quest.zoneId === mapId || quest.markerMapIds.includes(mapId);

/** GET /quests, /quests/{id}, /quests/{id}/chain, /quests/map/{mapId}, /quests/zone/{zone}, /quests/categories, /quests/expansions. */
@Injectable()
export class QuestsService {
  constructor(
    private readonly catalogs: QuestCatalogService,
    private readonly answers: LargeAnswersService,
  ) {}

  /** GET /quests: a page of the quests matching every filter, by name; large pages precompressed. */
  async sendList(req: Request, res: Response, query: QuestListQuery, lang: LanguageCode): Promise<void> {
    const catalog = await this.catalogs.catalog();
    const criteria = this.criteria(catalog.world, query);
    const { page, pageSize } = query;
    // Filtering is a few milliseconds: the size of the answer decides how it is sent.
    const answer = this.page(catalog, criteria, page, pageSize, lang);
    await this.answers.send(req, res, answer.quests.length >= PRECOMPRESSED_MIN_QUESTS, {
      kind: 'quests',
      lang,
      versions: catalog.versions,
      query: JSON.stringify({ ...criteria, eras: criteria.eras ? [...criteria.eras].sort() : undefined, page, pageSize }),
      produce: () => answer,
      stillCurrent: () => this.catalogs.isCurrent(catalog),
    });
  }

  /** GET /quests/map/{mapId}: the quests on a map (primary map, area, zone or a marker there), by name. */
  async onMap(mapId: number, paging: QuestPageQuery, lang: LanguageCode): Promise<QuestPage> {
    const catalog = await this.catalogs.catalog();
    if (!catalog.world.maps.has(mapId)) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.mapNotFound', { id: mapId });
    return this.page(catalog, { onMap: mapId }, paging.page, paging.pageSize, lang);
  }

  /** GET /quests/zone/{zone}: the quests of a zone (its id or name in any language), by name. */
  async inZone(zone: string, paging: QuestPageQuery, lang: LanguageCode): Promise<QuestPage> {
    const catalog = await this.catalogs.catalog();
    const map = findMap(catalog.world, zone.trim(), isZone);
    if (!map) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.zoneNotFound', { zone });
    return this.page(catalog, { zoneId: map.id }, paging.page, paging.pageSize, lang);
  }

  async detail(id: number, lang: LanguageCode): Promise<QuestDetail> {
    const catalog = await this.catalogs.catalog();
    return catalog.detail(this.questOr404(catalog, id), lang);
  }

  async chain(id: number, lang: LanguageCode): Promise<QuestChain> {
    const catalog = await this.catalogs.catalog();
    return catalog.chain(this.questOr404(catalog, id), lang);
  }

  /** GET /quests/categories: every category with its (listed) quest count, by localized name. */
  async categories(lang: LanguageCode): Promise<QuestCategory[]> {
    const catalog = await this.catalogs.catalog();
    const { world } = catalog;
    const counts = new Map<number, number>();
    for (const quest of this.listed(catalog)) counts.set(quest.categoryId, (counts.get(quest.categoryId) ?? 0) + 1);
    const collator = world.collator(lang);
    return [...world.questCategories.values()]
      .map((c) => ({ id: c.id, name: c.name.en, localizedName: localize(c.name, lang) ?? c.name.en, kind: c.kind, questCount: counts.get(c.id) ?? 0 }))
      .sort((a, b) => collator.compare(a.localizedName, b.localizedName) || a.id - b.id);
  }

  /** GET /quests/expansions: the eras in their order, with names and (listed) quest counts. */
  async expansions(lang: LanguageCode): Promise<QuestExpansion[]> {
    const catalog = await this.catalogs.catalog();
    const counts = new Map<string, number>();
    for (const quest of this.listed(catalog)) counts.set(quest.expansionEra, (counts.get(quest.expansionEra) ?? 0) + 1);
    return EXPANSION_ERAS.map((code) => ({ code, name: catalog.world.text(`expansion.${code}`, lang), questCount: counts.get(code) ?? 0 }));
  }

  private questOr404(catalog: QuestCatalog, id: number): RawQuest {
    const quest = catalog.quest(id);
    if (!quest) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.questNotFound', { id });
    return quest;
  }

  /** The quests a public list shows: all but the excluded ones. */
  private listed(catalog: QuestCatalog): RawQuest[] {
    return catalog.byName('en').filter((q) => !catalog.isExcluded(q.id));
  }

  /**
   * The filters of a query resolved against the data; a name or id the data lacks is a 400 naming each such parameter
   * (the schema has refused what is wrong whatever the data, crossed levels among it).
   */
  private criteria(world: AtlasWorld, query: QuestListQuery): QuestCriteria {
    const issues: Omit<ProblemIssue, 'detail'>[] = [];
    if (query.mapId !== undefined && !world.maps.has(query.mapId)) issues.push({ path: 'mapId', code: 'atlas.mapIdNoMap', params: { id: query.mapId } });
    const zone = query.zone ? findMap(world, query.zone, isZone) : undefined;
    if (query.zone && !zone) issues.push({ path: 'zone', code: 'atlas.zoneParam', params: {} });
    const area = query.area ? findMap(world, query.area, isArea) : undefined;
    if (query.area && !area) issues.push({ path: 'area', code: 'atlas.areaParam', params: {} });
    let categoryId: number | undefined;
    if (query.category) {
      const folded = foldText(query.category);
      const category = /^\d{1,10}$/.test(query.category)
        ? world.questCategories.get(Number(query.category))
        : [...world.questCategories.values()].find((c) => Object.values(c.name).some((name) => foldText(name) === folded));
      if (category) categoryId = category.id;
      else issues.push({ path: 'category', code: 'atlas.categoryParam', params: {} });
    }
    if (issues.length > 0) throw new InvalidRequestException(issues);
    return {
      onMap: query.mapId,
      zoneId: zone?.id,
      areaId: area?.id,
      minLevel: query.minLevel,
      maxLevel: query.maxLevel,
      categoryId,
      scope: query.scope === 'all' ? undefined : query.scope,
      size: query.size,
      repeatable: query.repeatable,
      reputation: query.reputation,
      faction: query.faction,
      search: activeSearch(query.search),
      includeExcluded: query.includeExcluded,
      eras: query.expansionFilter ? new Set(query.expansionFilter) : undefined,
    };
  }

  private page(catalog: QuestCatalog, c: QuestCriteria, page: number, pageSize: number, lang: LanguageCode): QuestPage {
    const matches = catalog.byName(lang).filter(
      (q) =>
        (c.includeExcluded || !catalog.isExcluded(q.id)) &&
        (c.onMap === undefined || onMap(q, c.onMap)) &&
        (c.zoneId === undefined || q.zoneId === c.zoneId) &&
        (c.areaId === undefined || q.areaId === c.areaId) &&
        (c.minLevel === undefined || q.level >= c.minLevel) &&
        (c.maxLevel === undefined || q.level <= c.maxLevel) &&
        (c.categoryId === undefined || q.categoryId === c.categoryId) &&
        (c.scope === undefined || q.scope === c.scope) &&
        (c.size === undefined || q.size === c.size) &&
        (c.repeatable === undefined || q.repeatable === c.repeatable) &&
        (c.reputation === undefined ||
          (typeof c.reputation === 'boolean' ? (q.rewards.reputation !== null) === c.reputation : q.rewards.reputation?.faction === c.reputation)) &&
        (c.faction === undefined || q.faction === c.faction) &&
        (c.eras === undefined || c.eras.has(q.expansionEra)) &&
        (c.search === undefined || catalog.haystack(q).includes(c.search)),
    );
    const { items, ...info } = pageOf(matches, page, pageSize);
    return { quests: items.map((q) => catalog.item(q, lang)), ...info };
  }
}

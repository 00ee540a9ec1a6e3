// Item queries against the builder schema: pages, ids, name search, every filter of spec 1 §3, sorts.
// Parameterised SQL through TypeORM's QueryBuilder; the language of sorts and searches is one of four
// fixed codes, never request text.

import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import {
  ITEM_CATEGORIES, ITEM_SLOT_FILTERS, ITEMS_BATCH_MAX_IDS, ITEMS_PAGE_SIZE, QUALITIES, STAT_FILTER_PATTERN, STAT_NAMES, type Item, type ItemSort, type ItemsBatch, type ItemsPage,
  type LanguageCode,
} from '@eoa/contracts';
import { MAX_ID, ProblemException } from '@eoa/server-kit';
import { GameDataService } from '../game-data/game-data.service.js';
import { likePattern, matchCode } from '../common/params.js';
import type { ItemFilterDto, LevelRangeQuery, SortedPageQuery } from './dto/item-queries.dto.js';
import { Item as ItemRow } from './item.entity.js';
import { presentItem } from './item.presenter.js';
import { itemSlotsFor } from '@eoa/game-rules';

/** Filters as the queries apply them (already validated and canonical). */
export interface ItemCriteria {
  levelMin?: number;
  levelMax?: number;
  category?: string;
  quality?: string;
  slots?: readonly string[];
  weaponType?: string;
  armourType?: string;
  damageType?: string;
  itemClass?: string;
  stats?: { name: string; min?: number }[];
  hasCooldown?: boolean;
  effectSearch?: string;
  name?: string;
}

export interface PageRequest {
  page?: number;
  pageSize?: number;
  sortBy?: ItemSort;
}

const LANG_COLUMN: Record<LanguageCode, string> = { en: 'en', de: 'de', fr: 'fr', ru: 'ru' };

/**
 * The value of a stat entry `s` as the item shows it: fractions flagged as percentages × 100, SUBTRACT
 * negative (the same rule as the stat engine's display units).
 */
const STAT_DISPLAY_VALUE = `(CASE WHEN s->>'operator' = 'SUBTRACT' THEN -1 ELSE 1 END)
  * (CASE WHEN (s->>'isPercentage')::boolean AND abs(COALESCE(s->>'value', s->>'constant')::float8) < 1 THEN 100 ELSE 1 END)
  * COALESCE(s->>'value', s->>'constant')::float8`;

/** "agility:10" → { name: 'agility', min: 10 }; "fate" → { name: 'fate' }. */
export function parseStatFilter(text: string): { name: string; min?: number } {
  const match = STAT_FILTER_PATTERN.exec(text);
  if (!match) return { name: text };
  return match[2] === undefined ? { name: match[1]! } : { name: match[1]!, min: Number(match[2]) };
}

/** A code of a path parameter, any case, in the list's spelling; else a 400 naming the choices. */
function oneOf<T extends string>(field: string, list: readonly T[], value: string): T {
  const code = matchCode(list, value);
  if (!code) throw new ProblemException(HttpStatus.BAD_REQUEST, 'field.oneOf', { field, values: list.join(', ') });
  return code;
}

@Injectable()
export class ItemsService {
  constructor(
    @InjectRepository(ItemRow) private readonly items: Repository<ItemRow>,
    private readonly gameData: GameDataService,
  ) {}

  /** GET /items/filter: every filter of the item list (spec 1 §3); inconsistent filters are a 400. */
  filter(query: ItemFilterDto, lang: LanguageCode): Promise<ItemsPage> {
    if (query.statMinValue !== undefined && !query.statType) throw new ProblemException(HttpStatus.BAD_REQUEST, 'field.needs', { field: 'statMinValue', other: 'statType' });
    const criteria = this.criteriaOf(query);
    if (query.levelMin !== undefined && query.levelMax !== undefined && query.levelMin > 0 && query.levelMax > 0 && query.levelMin > query.levelMax) {
      throw new ProblemException(HttpStatus.BAD_REQUEST, 'field.notAbove', { field: 'levelMin', other: 'levelMax' });
    }
    return this.page(criteria, query, lang);
  }

  /** GET /items/level: a level from min to max (0 and 50 mean no bound). */
  levelRange(query: LevelRangeQuery, lang: LanguageCode): Promise<ItemsPage> {
    if (query.min !== undefined && query.max !== undefined && query.min > 0 && query.max > 0 && query.min > query.max) {
      throw new ProblemException(HttpStatus.BAD_REQUEST, 'field.notAbove', { field: 'min', other: 'max' });
    }
    return this.page({ levelMin: query.min, levelMax: query.max }, query, lang);
  }

  /** GET /items/batch?ids=1,2,3 (the query DTO checked the list's shape; here its count and range). */
  batchFromList(idList: string, lang: LanguageCode): Promise<ItemsBatch> {
    const ids = idList.split(',').map(Number);
    if (ids.length > ITEMS_BATCH_MAX_IDS) throw new ProblemException(HttpStatus.BAD_REQUEST, 'builder.idsAtMost', { max: ITEMS_BATCH_MAX_IDS });
    const bad = ids.find((id) => id < 1 || id > MAX_ID);
    if (bad !== undefined) throw new ProblemException(HttpStatus.BAD_REQUEST, 'builder.idsPositive', { value: bad });
    return this.byIds(ids, lang);
  }

  byCategory(category: string, query: SortedPageQuery, lang: LanguageCode): Promise<ItemsPage> {
    return this.page({ category: oneOf('category', ITEM_CATEGORIES, category) }, query, lang);
  }

  /** An item slot code, an equipment slot (what fits it) or ring, ear, neck, wrist, pocket. */
  bySlot(slot: string, query: SortedPageQuery, lang: LanguageCode): Promise<ItemsPage> {
    return this.page({ slots: itemSlotsFor(oneOf('slot', ITEM_SLOT_FILTERS, slot)) }, query, lang);
  }

  byQuality(quality: string, query: SortedPageQuery, lang: LanguageCode): Promise<ItemsPage> {
    return this.page({ quality: oneOf('quality', QUALITIES, quality) }, query, lang);
  }

  /** The filter query → criteria (stat names of statFilter1/2 checked here). */
  criteriaOf(filter: ItemFilterDto): ItemCriteria {
    const stats: { name: string; min?: number }[] = [];
    if (filter.statType) stats.push(filter.statMinValue === undefined ? { name: filter.statType } : { name: filter.statType, min: filter.statMinValue });
    for (const [field, extra] of [['statFilter1', filter.statFilter1], ['statFilter2', filter.statFilter2]] as const) {
      if (!extra) continue;
      const parsed = parseStatFilter(extra);
      const name = matchCode(STAT_NAMES, parsed.name);
      if (!name) throw new ProblemException(HttpStatus.BAD_REQUEST, 'field.unknownStat', { field, name: parsed.name.slice(0, 40) });
      stats.push({ ...parsed, name });
    }
    return {
      levelMin: filter.levelMin,
      levelMax: filter.levelMax,
      category: filter.category,
      quality: filter.quality,
      slots: filter.slot ? itemSlotsFor(filter.slot) : undefined,
      weaponType: filter.weaponType,
      armourType: filter.armourType,
      damageType: filter.damageType,
      itemClass: filter.itemClass,
      stats,
      hasCooldown: filter.hasCooldown,
      effectSearch: filter.effectSearch || undefined,
      name: filter.searchQuery || undefined,
    };
  }

  async page(criteria: ItemCriteria, request: PageRequest, lang: LanguageCode): Promise<ItemsPage> {
    const page = request.page ?? 1;
    const pageSize = request.pageSize ?? ITEMS_PAGE_SIZE;
    const query = this.items.createQueryBuilder('item');
    this.applyCriteria(query, criteria, lang);
    this.applySort(query, request.sortBy, lang);
    query.offset((page - 1) * pageSize).limit(pageSize);
    const [rows, totalCount] = await query.getManyAndCount();
    const snapshot = this.gameData.snapshot;
    return { items: rows.map((row) => presentItem(row, snapshot, lang)), totalCount, page, pageSize };
  }

  async byId(id: number, lang: LanguageCode): Promise<Item> {
    const row = await this.items.findOneBy({ id });
    if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, 'builder.itemNotFound', { id });
    return presentItem(row, this.gameData.snapshot, lang);
  }

  /** The items of `ids` in the order asked (each once), and the ids not found. */
  async byIds(ids: readonly number[], lang: LanguageCode): Promise<ItemsBatch> {
    const unique = [...new Set(ids)];
    const rows = unique.length ? await this.items.createQueryBuilder('item').where('item.id IN (:...ids)', { ids: unique }).getMany() : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const snapshot = this.gameData.snapshot;
    return {
      items: unique.filter((id) => byId.has(id)).map((id) => presentItem(byId.get(id)!, snapshot, lang)),
      missingIds: unique.filter((id) => !byId.has(id)),
    };
  }

  private applyCriteria(query: SelectQueryBuilder<ItemRow>, c: ItemCriteria, lang: LanguageCode): void {
    query.where('TRUE');
    // 0 and 50 mean no bound (spec 1 §5).
    if (c.levelMin !== undefined && c.levelMin > 0) query.andWhere('item.level >= :levelMin', { levelMin: c.levelMin });
    if (c.levelMax !== undefined && c.levelMax > 0 && c.levelMax < 50) query.andWhere('item.level <= :levelMax', { levelMax: c.levelMax });
    if (c.category) query.andWhere('item.category = :category', { category: c.category });
    if (c.quality) query.andWhere('item.quality = :quality', { quality: c.quality });
    if (c.slots) query.andWhere('item.slot IN (:...slots)', { slots: c.slots.length ? c.slots : ['-'] });
    if (c.weaponType) query.andWhere('item.weaponType = :weaponType', { weaponType: c.weaponType });
    if (c.armourType) query.andWhere('item.armourType = :armourType', { armourType: c.armourType });
    if (c.damageType) query.andWhere('item.damageType = :damageType', { damageType: c.damageType });
    if (c.itemClass) query.andWhere('item.itemClass = :itemClass', { itemClass: c.itemClass });
    c.stats?.forEach((stat, i) => {
      if (stat.min === undefined) {
        // Containment uses the GIN index on stats.
        query.andWhere(`item.stats @> CAST(:stat${i} AS jsonb)`, { [`stat${i}`]: JSON.stringify([{ name: stat.name }]) });
      } else {
        query.andWhere(
          `EXISTS (SELECT 1 FROM jsonb_array_elements(item.stats) s WHERE s->>'name' = :stat${i} AND ${STAT_DISPLAY_VALUE} >= :statMin${i})`,
          { [`stat${i}`]: stat.name, [`statMin${i}`]: stat.min },
        );
      }
    });
    if (c.hasCooldown === true) query.andWhere('item.cooldownDuration > 0');
    if (c.hasCooldown === false) query.andWhere('(item.cooldownDuration IS NULL OR item.cooldownDuration = 0)');
    const l = LANG_COLUMN[lang];
    if (c.name) {
      query.andWhere(`(item.name->>'en' ILIKE :name ESCAPE '\\' OR item.name->>'${l}' ILIKE :name ESCAPE '\\')`, { name: likePattern(c.name) });
    }
    if (c.effectSearch) {
      const texts = (column: string) => `(${column}->>'en' ILIKE :effect ESCAPE '\\' OR ${column}->>'${l}' ILIKE :effect ESCAPE '\\')`;
      query.andWhere(
        `(EXISTS (SELECT 1 FROM jsonb_array_elements(item.effects) e WHERE ${texts("e->'name'")} OR ${texts("e->'description'")})
          OR ${texts('item.skill_name')} OR ${texts('item.description')}
          OR EXISTS (SELECT 1 FROM jsonb_array_elements(item.stats) s WHERE ${texts("s->'descriptionOverride'")}))`,
        { effect: likePattern(c.effectSearch) },
      );
    }
  }

  private applySort(query: SelectQueryBuilder<ItemRow>, sortBy: ItemSort | undefined, lang: LanguageCode): void {
    const name = `lower(item.name->>'${LANG_COLUMN[lang]}')`;
    switch (sortBy) {
      case 'name':
        query.orderBy(name, 'ASC');
        break;
      case 'level':
        query.orderBy('item.level', 'DESC').addOrderBy(name, 'ASC');
        break;
      case 'quality':
        query.orderBy('item.qualityRank', 'DESC').addOrderBy(name, 'ASC');
        break;
      case 'type':
        query.orderBy('item.category', 'ASC').addOrderBy(name, 'ASC');
        break;
      default:
        query.orderBy('item.id', 'ASC');
        return;
    }
    query.addOrderBy('item.id', 'ASC');
  }
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional } from 'class-validator';
import {
  EXPANSION_ERAS, QUEST_FACTIONS, QUEST_LEVEL_MAX, QUEST_LEVEL_MIN, QUEST_MAX_PAGE_SIZE, QUEST_PAGE_SIZE, QUEST_SCOPES, QUEST_SIZES, REPUTATIONS,
  type ExpansionEra, type QuestFaction, type QuestScope, type QuestSize, type Reputation,
} from '@eoa/contracts';
import { canonical, LangQuery } from '@eoa/server-kit';
import { BoolField, IntField, MapIdField, PageField, SearchField, TextField } from '../../common/query-fields.js';

const oneOf = (field: string, list: readonly string[]) => `${field} must be one of: ${list.join(', ')}`;
export const QUEST_SCOPE_FILTERS = [...QUEST_SCOPES, 'all'] as const;
const EXPANSION_FILTER = `expansionFilter must be all, or expansion eras separated by commas: ${EXPANSION_ERAS.join(', ')}`;
const REPUTATION = `reputation must be true, false or one of: ${REPUTATIONS.join(', ')}`;

/** "Free Peoples", "free-peoples", "FREEPEOPLES" → FreePeoples. */
function toFaction({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? canonical(QUEST_FACTIONS)({ value: value.replace(/[\s_-]/g, '') }) : value;
}

/** "true"/"false" → booleans, a reputation code in any case → the code. */
function toReputation({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  return canonical(REPUTATIONS)({ value });
}

/** "SoA,MoM" → ['SoA', 'MoM']; "all" → undefined (no filter); anything else stays as it came (and is refused). */
function toEras({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim().toLowerCase() === 'all') return undefined;
  const eras = value.split(',').map((part) => canonical(EXPANSION_ERAS)({ value: part }));
  return eras.every((era) => (EXPANSION_ERAS as readonly unknown[]).includes(era)) ? [...new Set(eras)] : value;
}

/** Paging of the quest lists (default 100 a page; the quest browser asks for 10000). */
export class QuestPageQuery extends LangQuery {
  @PageField()
  page?: number;

  @IntField('pageSize', 1, QUEST_MAX_PAGE_SIZE, 'the quest browser asks for 10000', QUEST_PAGE_SIZE)
  pageSize?: number;
}

/** GET /quests (spec 2 §3 Quest filters, §7). */
export class QuestListQuery extends QuestPageQuery {
  @MapIdField('quests on this map: its primary map, area or zone, or a marker there')
  mapId?: number;

  @TextField('zone', "a zone map's id, or its name in any language (any case and accents)")
  zone?: string;

  @TextField('area', "an area or dungeon map's id, or its name in any language")
  area?: string;

  @IntField('minLevel', QUEST_LEVEL_MIN, QUEST_LEVEL_MAX, 'lowest quest level')
  minLevel?: number;

  @IntField('maxLevel', QUEST_LEVEL_MIN, QUEST_LEVEL_MAX, 'highest quest level')
  maxLevel?: number;

  @TextField('category', "a quest category's id (GET /quests/categories), or its name in any language")
  category?: string;

  @ApiPropertyOptional({ enum: QUEST_SCOPE_FILTERS, default: 'all', description: 'mainZone: the classic quests of the ten main zones; other: the rest' })
  @IsOptional()
  @Transform(canonical(QUEST_SCOPE_FILTERS))
  @IsIn(QUEST_SCOPE_FILTERS, { message: oneOf('scope', QUEST_SCOPE_FILTERS) })
  scope?: QuestScope | 'all';

  @ApiPropertyOptional({ enum: QUEST_SIZES, description: 'group size; any case' })
  @IsOptional()
  @Transform(canonical(QUEST_SIZES))
  @IsIn(QUEST_SIZES, { message: oneOf('size', QUEST_SIZES) })
  size?: QuestSize;

  @BoolField('repeatable', 'repeatable quests only (true) or the others (false)')
  repeatable?: boolean;

  @ApiPropertyOptional({ type: 'string', description: `a faction the quest rewards standing with (${REPUTATIONS.join(', ')}), or true / false: with or without any reputation reward` })
  @IsOptional()
  @Transform(toReputation)
  @IsIn([...REPUTATIONS, true, false], { message: REPUTATION })
  reputation?: Reputation | boolean;

  @ApiPropertyOptional({ enum: QUEST_FACTIONS, description: 'Free Peoples or Monster Play (spaces and case ignored)' })
  @IsOptional()
  @Transform(toFaction)
  @IsIn(QUEST_FACTIONS, { message: 'faction must be FreePeoples (Free Peoples) or MonsterPlay (Monster Play)' })
  faction?: QuestFaction;

  @SearchField("the quest's name")
  search?: string;

  @BoolField('includeExcluded', 'also list quests an editor excluded (default false)')
  includeExcluded?: boolean;

  @ApiPropertyOptional({ type: 'string', description: `all, or eras separated by commas (${EXPANSION_ERAS.join(', ')}); any case`, example: 'SoA,MoM' })
  @IsOptional()
  @Transform(toEras)
  @ArrayMaxSize(EXPANSION_ERAS.length, { message: EXPANSION_FILTER })
  @IsArray({ message: EXPANSION_FILTER })
  expansionFilter?: ExpansionEra[];
}

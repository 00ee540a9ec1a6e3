import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { AGGRO_TYPES, NPC_MAX_PAGE_SIZE, NPC_PAGE_SIZE, NPC_RACES, type AggroType, type NpcRace } from '@eoa/contracts';
import { canonical, LangQuery } from '@eoa/server-kit';
import { BoolField, IntField, MapIdField, PageField, SearchField } from '../../common/query-fields.js';

const oneOf = (field: string, list: readonly string[]) => `${field} must be one of: ${list.join(', ')}`;

/** GET /npcs (spec 2 §7). */
export class NpcListQuery extends LangQuery {
  @MapIdField('NPCs spawning on this map (or whose zones or areas include it)')
  mapId?: number;

  @ApiPropertyOptional({ enum: NPC_RACES, description: 'race code (GET /npcs/races); any case' })
  @IsOptional()
  @Transform(canonical(NPC_RACES))
  @IsIn(NPC_RACES, { message: oneOf('race', NPC_RACES) })
  race?: NpcRace;

  @ApiPropertyOptional({ enum: AGGRO_TYPES, description: 'aggro type (GET /npcs/aggro-types); any case' })
  @IsOptional()
  @Transform(canonical(AGGRO_TYPES))
  @IsIn(AGGRO_TYPES, { message: oneOf('aggro', AGGRO_TYPES) })
  aggro?: AggroType;

  @BoolField('hasQuests', 'NPCs that start or appear in a quest (true) or the others (false)')
  hasQuests?: boolean;

  @SearchField("the NPC's name")
  search?: string;

  @PageField()
  page?: number;

  @IntField('pageSize', 1, NPC_MAX_PAGE_SIZE, 'the page asks for 10000', NPC_PAGE_SIZE)
  pageSize?: number;
}

// The item lists' queries and the batch body: contracts' schemas, checked by the global validation pipe.
import {
  ItemFilterQuerySchema, ItemLevelQuerySchema, ItemSearchQuerySchema, ItemsBatchQuerySchema, ItemsBatchRequestSchema, ItemsPageQuerySchema,
  SortedItemsPageQuerySchema,
} from '@eoa/contracts';
import { zodDto } from '@eoa/server-kit';

/** page (from 1) and pageSize (1–50000; 50 by default). */
export class PageQuery extends zodDto(ItemsPageQuerySchema) {}

/** A page and an optional sort. */
export class SortedPageQuery extends zodDto(SortedItemsPageQuerySchema) {}

/** GET /items/search?q= */
export class SearchQuery extends zodDto(ItemSearchQuerySchema) {}

/** GET /items/level?min&max (0 and 50 mean no bound). */
export class LevelRangeQuery extends zodDto(ItemLevelQuerySchema) {}

/** GET /items/filter: every filter of spec 1 §3. */
export class ItemFilterDto extends zodDto(ItemFilterQuerySchema) {}

/** GET /items/batch?ids=1,2,3 */
export class BatchQuery extends zodDto(ItemsBatchQuerySchema) {}

/** POST /items/batch { ids }: for lists too long for a URL. */
export class BatchBodyDto extends zodDto(ItemsBatchRequestSchema) {}

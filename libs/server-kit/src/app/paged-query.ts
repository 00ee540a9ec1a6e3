// The paging of a list query, declared once: `page` (1 … MAX_PAGE_NUMBER, default 1) and `pageSize` (1 … the list's
// maximum, its default), each refused with a message of its own. Text that is not a plain whole number ("1e3", "2.5",
// "") stays text, so the validators refuse it rather than reading it as something else.
import type { Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE_NUMBER } from '@eoa/contracts';
import { toInt } from './query-transforms.js';

export interface PagingOptions {
  /** The largest page size a client may ask for. */
  maxPageSize: number;
  /** The page size when none is asked for (documented; filled in unless `fillDefault` is false). */
  defaultPageSize: number;
  /**
   * false: an absent pageSize stays undefined, for a query that resolves it itself (an older alias such as `limit`
   * comes first) and then falls back to defaultPageSize.
   */
  fillDefault?: boolean;
}

export interface Paged {
  page: number;
  pageSize: number;
}

/**
 * A base class for a list query with paging: `class XQuery extends PagedQuery({ … })`, or with other shared fields
 * through @nestjs/swagger's IntersectionType (`IntersectionType(LangQuery, PagedQuery({ … }))`).
 */
export function PagedQuery(options: PagingOptions & { fillDefault: false }): Type<Omit<Paged, 'pageSize'> & { pageSize?: number }>;
export function PagedQuery(options: PagingOptions): Type<Paged>;
export function PagedQuery({ maxPageSize, defaultPageSize, fillDefault = true }: PagingOptions): Type<Paged> | Type<Omit<Paged, 'pageSize'> & { pageSize?: number }> {
  class PagedQueryDto {
    @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1 })
    @IsOptional()
    @Transform(toInt)
    @Max(MAX_PAGE_NUMBER, { message: `page must not be greater than ${MAX_PAGE_NUMBER}` })
    @Min(1, { message: 'page must be 1 or more' })
    @IsInt({ message: 'page must be a whole number' })
    page: number = 1;

    @ApiPropertyOptional({ minimum: 1, maximum: maxPageSize, default: defaultPageSize })
    @IsOptional()
    @Transform(toInt)
    @Max(maxPageSize, { message: `pageSize must not be greater than ${maxPageSize}` })
    @Min(1, { message: 'pageSize must be 1 or more' })
    @IsInt({ message: 'pageSize must be a whole number' })
    pageSize?: number = fillDefault ? defaultPageSize : undefined;
  }
  return PagedQueryDto;
}

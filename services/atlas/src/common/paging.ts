import type { PageInfo } from '@eoa/contracts';

/** One page (from 1) of a list with the paging fields; a page past the end is empty. */
export function pageOf<T>(list: readonly T[], page: number, pageSize: number): { items: T[] } & PageInfo {
  const start = (page - 1) * pageSize;
  return { items: list.slice(start, start + pageSize), totalCount: list.length, page, pageSize, totalPages: Math.ceil(list.length / pageSize) };
}

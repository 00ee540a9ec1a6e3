import { z } from 'zod';

/**
 * The highest page number any paged list accepts: far past the last page of the largest list, and small
 * enough that page × page size stays a safe offset for PostgreSQL (a larger one is a 400, not a query).
 */
export const MAX_PAGE_NUMBER = 1_000_000;

/** The largest id the services accept in a path or query (PostgreSQL's integer); a larger one is a 400. */
export const MAX_ID = 2_147_483_647;

/** The fields every page of a paged answer has: how many rows in all, which page (from 1), and its size. */
export const pageAnswerFields = { totalCount: z.int(), page: z.int(), pageSize: z.int() };

import { z } from 'zod';
import { INT4_MAX, text } from './text.ts';

/** Spec §9: page 1 and 10 rows by default; the API caps a page at 100 rows. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(DEFAULT_PAGE),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** A page of a list: its rows, where it is, and how many rows match in all. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    total: z.number().int().min(0),
  });
export type Paged<T> = { data: T[]; page: number; size: number; total: number };

/**
 * Whether `total` is the planner's estimate (docs/api.md § Totals): a long list counts its matching
 * rows exactly up to a limit (LIST_EXACT_TOTAL_LIMIT, 10,000 by default), and above it answers an
 * estimate rather than read every row on every page. `false` (or absent) when the total is exact.
 */
export const totalEstimateSchema = z.object({
  total_is_estimate: z
    .boolean()
    .optional()
    .meta({ description: 'true when `total` is an estimate (more rows match than the list counts exactly)' }),
});

/**
 * Keyset paging beside page numbers, for clients that walk a long list to its end: `cursor` is a
 * previous answer's `next_cursor` (opaque), and takes the place of `page`; a deep page by cursor
 * costs what the first one costs, where a page number reads every row before it.
 */
export const cursorQuerySchema = z.object({ cursor: text().max(1000).optional() });
/** Where the next page starts (pass it as `cursor`); null on the last page. */
export const nextCursorSchema = z.object({ next_cursor: text().nullable() });

/** A query field holding comma-separated ids (`areas=a,b`): the list, each checked to be a uuid. */
export const idListQueryField = text()
  .trim()
  .optional()
  .transform((text, ctx) => {
    const ids = (text ?? '')
      .split(',')
      .map((i) => i.trim())
      .filter(Boolean);
    for (const id of ids)
      if (!z.uuid().safeParse(id).success) {
        ctx.addIssue({ code: 'custom', message: `Not an id: ${id}` });
        return z.NEVER;
      }
    return ids;
  });

import { z } from 'zod';

/** A list's page and page size in a query string (`?page=2&pageSize=20`), 20 a page by default. */
export function pageQueryFields({ pageSize = 20, maxPageSize = 100 } = {}) {
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(pageSize),
  };
}

/** A page of a list: its items, how many there are in all, and which page this is. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

import { type SQL, sql } from 'drizzle-orm';
import { type ScimAttributes, scimFilterToSql, scimSortColumn } from './scim-filter.ts';
import { invalidValue, SCIM_MAX_RESULTS } from './scim-protocol.ts';

/** RFC 7644 §3.4.2's query parameters of a list, as the query string brings them. */
export interface ScimListQuery {
  filter?: string | undefined;
  startIndex?: string | undefined;
  count?: string | undefined;
  sortBy?: string | undefined;
  sortOrder?: string | undefined;
}

function integerOf(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d{1,9}$/.test(raw)) throw invalidValue(`${name} must be an integer`);
  return Number(raw);
}

/** The SQL page a list query asks for: startIndex below 1 is 1, count is capped at maxResults. */
export function listPage(query: ScimListQuery, attributes: ScimAttributes, schema: string) {
  const startIndex = Math.max(1, integerOf('startIndex', query.startIndex, 1));
  const count = Math.min(
    SCIM_MAX_RESULTS,
    Math.max(0, integerOf('count', query.count, SCIM_MAX_RESULTS)),
  );
  const where: SQL | undefined = query.filter?.trim()
    ? scimFilterToSql(query.filter, attributes, schema)
    : undefined;
  let orderBy: SQL | undefined;
  if (query.sortBy) {
    const column = scimSortColumn(query.sortBy, attributes, schema);
    orderBy =
      query.sortOrder?.toLowerCase() === 'descending'
        ? sql`${column} desc nulls last`
        : sql`${column} asc nulls last`;
  }
  return { startIndex, where, orderBy, offset: startIndex - 1, limit: count };
}

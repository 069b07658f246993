import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { users } from './people.schema.ts';

/** Backslash is LIKE's escape character: the term's own %, _ and \ match themselves. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The person's accent-free, lower-case name contains the term, compared on the generated
 * search_name column so its trigram index serves the query (docs/decisions.md, "People search"). Other
 * modules pass their person view's column.
 */
export function searchNameContains(term: string, searchName: SQLWrapper = users.searchName): SQL {
  return sql`${searchName} like '%' || lower(immutable_unaccent(${escapeLikePattern(term.trim())})) || '%'`;
}

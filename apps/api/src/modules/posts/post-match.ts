import { type SQL, sql } from 'drizzle-orm';
import { escapeLikePattern } from '../people/people.public.ts';
import { posts } from './posts.schema.ts';

/**
 * The post's accent-free, lower-case text holds the term (its trigram index serves it), or its
 * author's nickname (their name when they have none) does. The authors are read once into an
 * array, so the planner may join both sides of the `or` as index scans (posts_author_idx).
 */
export function postMatches(term: string): SQL {
  const pattern = sql`'%' || lower(immutable_unaccent(${escapeLikePattern(term.trim())})) || '%'`;
  return sql`(${posts.searchText} like ${pattern} or ${posts.authorId} = any(array(
    select search_author.id from users as search_author
    where lower(immutable_unaccent(coalesce(nullif(trim(search_author.nickname), ''), search_author.name))) like ${pattern}
  )))`;
}

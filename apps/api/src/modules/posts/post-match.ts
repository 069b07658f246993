import { type SQL, sql } from 'drizzle-orm';
import { escapeLikePattern, people } from '../people/people.public.ts';
import { posts } from './posts.schema.ts';

/**
 * The post's accent-free, lower-case text holds the term (its trigram index serves it), or its
 * author's nickname does (their name when they have none, as the feed shows them). The authors are
 * read once into an array, so the planner may scan both sides of the `or` by index
 * (posts_author_idx): people without a nickname through the name's trigram index (search_name),
 * and only the few with one through their nickname, folded here.
 */
export function postMatches(term: string): SQL {
  const pattern = sql`'%' || lower(immutable_unaccent(${escapeLikePattern(term.trim())})) || '%'`;
  const nickname = sql`nullif(trim(${people.nickname}), '')`;
  return sql`(${posts.searchText} like ${pattern} or ${posts.authorId} = any(array(
    select ${people.id} from ${people} where ${people.searchName} like ${pattern} and ${nickname} is null
    union all
    select ${people.id} from ${people} where ${nickname} is not null and lower(immutable_unaccent(${people.nickname})) like ${pattern}
  )))`;
}

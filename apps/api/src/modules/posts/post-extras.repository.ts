import { POST_REACTIONS, type PostReaction, type PostResponses } from '@quadro/contract/posts';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { posts } from './posts.schema.ts';

/** What a post's view adds to its row: its images, comment count, likes and reactions. */
export interface PostExtras {
  imageIds: string[];
  comments: number;
  responses: PostResponses;
}

const reactionOrder = (reaction: string) => POST_REACTIONS.indexOf(reaction as PostReaction);

/**
 * Everything a page of posts adds to its rows, for the reader, in one statement: each post's
 * images in order, how many comments and likes, its reactions counted, and the reader's own like
 * and reaction. One statement, not six, because building and sending statements was most of a
 * feed page's cost (docs/performance.md, the public feed).
 */
export async function readPostExtras(
  db: Executor,
  postIds: readonly string[],
  readerId: string,
): Promise<Map<string, PostExtras>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: posts.id,
      imageIds: sql<
        string[]
      >`coalesce((select array_agg(pi.id::text order by pi.position) from post_images pi where pi.post_id = posts.id), '{}')`,
      comments: sql<number>`(select count(*) from post_comments pc where pc.post_id = posts.id)::int`,
      likes: sql<number>`(select count(*) from post_likes pl where pl.post_id = posts.id)::int`,
      likedByMe: sql<boolean>`exists (select 1 from post_likes pl where pl.post_id = posts.id and pl.person_id = ${readerId})`,
      reactions: sql<Array<
        [string, number]
      > | null>`(select json_agg(json_build_array(counted.reaction, counted.n)) from (select pr.reaction, count(*)::int as n from post_reactions pr where pr.post_id = posts.id group by pr.reaction) counted)`,
      myReaction: sql<
        string | null
      >`(select pr.reaction from post_reactions pr where pr.post_id = posts.id and pr.person_id = ${readerId})`,
    })
    .from(posts)
    .where(inArray(posts.id, [...postIds]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        imageIds: row.imageIds,
        comments: Number(row.comments),
        responses: {
          likes: Number(row.likes),
          likedByMe: row.likedByMe,
          reactions: (row.reactions ?? [])
            .map(([reaction, count]) => ({
              reaction: reaction as PostReaction,
              count: Number(count),
            }))
            .sort((a, b) => reactionOrder(a.reaction) - reactionOrder(b.reaction)),
          myReaction: (row.myReaction as PostReaction | null) ?? null,
        },
      },
    ]),
  );
}

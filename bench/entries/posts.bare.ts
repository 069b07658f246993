import { createHmac } from 'node:crypto';
import { POST_REACTIONS } from '@quadro/contract/posts';
import type { FastifyInstance } from 'fastify';
import type { BareStore, UserIdOf } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/**
 * The SQL Drizzle builds in apps/api posts' feed.repository.ts, post-search.repository.ts,
 * post-match.ts, post-images.repository.ts and post-responses.repository.ts, by hand.
 */
const POST_LIST_COLUMNS = `select posts.id, posts.author_id, posts.text, posts.created_at, posts.edited_at,
  users.id as user_id, users.name, users.nickname, users.profile_picture_file_id
  from posts inner join users on users.id = posts.author_id`;
const SELECT_FEED_PAGE = `${POST_LIST_COLUMNS} where posts.removed_at is null
  order by posts.created_at desc, posts.id desc limit $1`;
const POST_MATCHES = `("posts"."search_text" like '%' || lower(immutable_unaccent($1)) || '%' or "posts"."author_id" = any(array(
    select "users"."id" from "users" where "users"."search_name" like '%' || lower(immutable_unaccent($2)) || '%' and nullif(trim("users"."nickname"), '') is null
    union all
    select "users"."id" from "users" where nullif(trim("users"."nickname"), '') is not null and lower(immutable_unaccent("users"."nickname")) like '%' || lower(immutable_unaccent($3)) || '%'
  )))`;
const WHERE_MATCHES = `("posts"."removed_at" is null and ${POST_MATCHES})`;
/** Drizzle leaves `offset` out when it is 0 (the first page; the subquery's `offset(0)` too). */
const pageEnd = (offset: number) => `limit $4${offset > 0 ? ' offset $5' : ''}`;
/** Above FEW_MATCHES: the feed's index read newest first until the page is full. */
const selectManyMatchesPage = (offset: number) =>
  `${POST_LIST_COLUMNS} where ${WHERE_MATCHES} order by posts.created_at desc, posts.id desc ${pageEnd(offset)}`;
/** Up to FEW_MATCHES: the matches found by index, sorted, the page's authors joined after. */
const selectFewMatchesPage = (offset: number) =>
  `select "page"."id", "page"."author_id", "page"."text", "page"."created_at", "page"."edited_at",
  "users"."id" as user_id, "users"."name", "users"."nickname", "users"."profile_picture_file_id"
  from (select "id", "author_id", "text", "created_at", "edited_at" from (select "id", "author_id", "text", "created_at", "edited_at" from "posts" where ${WHERE_MATCHES}) "matches" order by "matches"."created_at" desc, "matches"."id" desc ${pageEnd(offset)}) "page"
  inner join "users" on "users"."id" = "page"."author_id" order by "page"."created_at" desc, "page"."id" desc`;
const COUNT_SEARCH = `select count(*) from "posts" where ${WHERE_MATCHES}`;
/** post-search.repository.ts: the count picks the page's plan. */
const FEW_MATCHES = 2000;
const inList = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `$${index + from}`).join(', ');
const selectImages = (n: number) =>
  `select id, post_id, position from post_images where post_images.post_id in (${inList(n)}) order by post_images.post_id asc, post_images.position asc`;
const countComments = (n: number) =>
  `select post_id, count(*) from post_comments where post_comments.post_id in (${inList(n)}) group by post_comments.post_id`;
const countLikes = (n: number) =>
  `select post_id, count(*) from post_likes where post_likes.post_id in (${inList(n)}) group by post_likes.post_id`;
const myLikes = (n: number) =>
  `select post_id from post_likes where (post_likes.post_id in (${inList(n)}) and post_likes.person_id = $${n + 1})`;
const countReactions = (n: number) =>
  `select post_id, reaction, count(*) from post_reactions where post_reactions.post_id in (${inList(n)}) group by post_reactions.post_id, post_reactions.reaction`;
const myReactions = (n: number) =>
  `select post_id, reaction from post_reactions where (post_reactions.post_id in (${inList(n)}) and post_reactions.person_id = $${n + 1})`;

const FEED_PAGE_SIZE = 10;
const DAY_MS = 86_400_000;
const escapeLike = (term: string) =>
  term.trim().replace(/[\\%_]/g, (character) => `\\${character}`);

/** The API's signed links (platform/auth/url-signature.ts), with the same secret. */
function signerOf(secret: string) {
  return (path: string, now: number) => {
    const expires = String(Math.ceil(now / DAY_MS) * DAY_MS + DAY_MS);
    const signature = createHmac('sha256', secret)
      .update(`url:${path}:${expires}`)
      .digest('base64url');
    return `${path}?expires=${expires}&signature=${signature}`;
  };
}

/** The reader's profiles from the token the bare server already verified (HR may remove posts). */
function profilesOf(authorization: string | undefined): string[] {
  const payload = authorization?.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    profiles?: string[];
  };
  return claims.profiles ?? [];
}

/** GET /bare/posts (the feed's first page) and /bare/search/posts, as ours answers them. */
export function bareRoutes(app: FastifyInstance, store: BareStore, userIdOf: UserIdOf) {
  const secret = process.env.JWT_SECRET ?? '';
  const sign = signerOf(secret);
  const order = (reaction: unknown) => POST_REACTIONS.indexOf(reaction as never);

  async function postViews(rows: Row[], readerId: string, hr: boolean) {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id as string);
    const n = ids.length;
    const [images, comments, likes, mine, reactions, myReaction] = await Promise.all([
      store.query(selectImages(n), ids),
      store.query(countComments(n), ids),
      store.query(countLikes(n), ids),
      store.query(myLikes(n), [...ids, readerId]),
      store.query(countReactions(n), ids),
      store.query(myReactions(n), [...ids, readerId]),
    ]);
    const now = Date.now();
    const byPost = <T>(list: Row[], value: (row: Row) => T) => {
      const map = new Map<string, T[]>();
      for (const row of list) {
        const entry = map.get(row.post_id as string) ?? [];
        entry.push(value(row));
        map.set(row.post_id as string, entry);
      }
      return map;
    };
    const imagesOf = byPost(images, (row) => row.id as string);
    const commentsOf = byPost(comments, (row) => Number(row.count));
    const likesOf = byPost(likes, (row) => Number(row.count));
    const likedOf = byPost(mine, () => true);
    const reactionsOf = byPost(
      [...reactions].sort((a, b) => order(a.reaction) - order(b.reaction)),
      (row) => ({ reaction: row.reaction, count: Number(row.count) }),
    );
    const myReactionOf = byPost(myReaction, (row) => row.reaction);
    return rows.map((row) => {
      const id = row.id as string;
      const nickname = (row.nickname as string | null)?.trim() || null;
      const picture = row.profile_picture_file_id as string | null;
      return {
        likes: likesOf.get(id)?.[0] ?? 0,
        likedByMe: likedOf.has(id),
        reactions: reactionsOf.get(id) ?? [],
        myReaction: myReactionOf.get(id)?.[0] ?? null,
        id,
        author: {
          id: row.user_id,
          name: row.name,
          nickname,
          displayName: nickname ?? row.name,
          avatar: picture ? sign(`/files/profile-pictures/${picture}`, now) : null,
        },
        text: row.text,
        images: (imagesOf.get(id) ?? []).map((imageId) => ({
          id: imageId,
          url: sign(`/files/post-images/${imageId}`, now),
        })),
        createdAt: (row.created_at as Date).toISOString(),
        editedAt: row.edited_at ? (row.edited_at as Date).toISOString() : null,
        comments: commentsOf.get(id)?.[0] ?? 0,
        canEdit: row.author_id === readerId,
        canRemove: hr,
      };
    });
  }

  app.get<{ Querystring: { limit?: string } }>('/bare/posts', async (request, reply) => {
    const readerId = userIdOf(request.headers.authorization);
    if (!readerId) return reply.status(401).send({ error: 'unauthorized' });
    const hr = profilesOf(request.headers.authorization).includes('hr');
    const limit = Number(request.query.limit ?? FEED_PAGE_SIZE);
    const rows = await store.query(SELECT_FEED_PAGE, [limit + 1]);
    const page = rows.slice(0, limit);
    return {
      items: await postViews(page, readerId, hr),
      nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  });

  app.get<{ Querystring: { search?: string; page?: string; pageSize?: string } }>(
    '/bare/search/posts',
    async (request, reply) => {
      const readerId = userIdOf(request.headers.authorization);
      if (!readerId) return reply.status(401).send({ error: 'unauthorized' });
      const hr = profilesOf(request.headers.authorization).includes('hr');
      const term = escapeLike(request.query.search ?? '');
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 12);
      const offset = (page - 1) * pageSize;
      const terms = [term, term, term];
      const [counted] = await store.query(COUNT_SEARCH, terms);
      const total = Number(counted?.count ?? 0);
      const values = offset > 0 ? [...terms, pageSize, offset] : [...terms, pageSize];
      const rows =
        total === 0 || offset >= total
          ? []
          : await store.query(
              total > FEW_MATCHES ? selectManyMatchesPage(offset) : selectFewMatchesPage(offset),
              values,
            );
      return {
        items: await postViews(rows, readerId, hr),
        total,
        page,
        pageSize,
      };
    },
  );
}

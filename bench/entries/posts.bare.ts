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
/** post-extras.repository.ts: everything a page adds to its rows, in one statement. */
const selectExtras = (n: number) =>
  `select "id", coalesce((select array_agg(pi.id::text order by pi.position) from post_images pi where pi.post_id = posts.id), '{}') as image_ids, (select count(*) from post_comments pc where pc.post_id = posts.id)::int as comments, (select count(*) from post_likes pl where pl.post_id = posts.id)::int as likes, exists (select 1 from post_likes pl where pl.post_id = posts.id and pl.person_id = $1) as liked_by_me, (select json_agg(json_build_array(counted.reaction, counted.n)) from (select pr.reaction, count(*)::int as n from post_reactions pr where pr.post_id = posts.id group by pr.reaction) counted) as reactions, (select pr.reaction from post_reactions pr where pr.post_id = posts.id and pr.person_id = $2) as my_reaction from "posts" where "posts"."id" in (${inList(n, 3)})`;

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
    const extras = new Map(
      (await store.query(selectExtras(ids.length), [readerId, readerId, ...ids])).map((row) => [
        row.id as string,
        row,
      ]),
    );
    const now = Date.now();
    return rows.map((row) => {
      const id = row.id as string;
      const nickname = (row.nickname as string | null)?.trim() || null;
      const picture = row.profile_picture_file_id as string | null;
      const extra = extras.get(id) ?? {};
      const reactions = (extra.reactions ?? []) as Array<[string, number]>;
      return {
        likes: Number(extra.likes ?? 0),
        likedByMe: extra.liked_by_me === true,
        reactions: reactions
          .map(([reaction, count]) => ({ reaction, count: Number(count) }))
          .sort((a, b) => order(a.reaction) - order(b.reaction)),
        myReaction: extra.my_reaction ?? null,
        id,
        author: {
          id: row.user_id,
          name: row.name,
          nickname,
          displayName: nickname ?? row.name,
          avatar: picture ? sign(`/files/profile-pictures/${picture}`, now) : null,
        },
        text: row.text,
        images: ((extra.image_ids ?? []) as string[]).map((imageId) => ({
          id: imageId,
          url: sign(`/files/post-images/${imageId}`, now),
        })),
        createdAt: (row.created_at as Date).toISOString(),
        editedAt: row.edited_at ? (row.edited_at as Date).toISOString() : null,
        comments: Number(extra.comments ?? 0),
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

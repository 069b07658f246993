import { POST_REACTIONS } from '@quadro/contract/posts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { files } from '../../platform/files/files.schema.ts';
import { users } from '../people/people.public.ts';
import { postComments, postImages, postLikes, postReactions, posts } from './posts.schema.ts';

/** The bench's feed at 5,000 employees; a smaller company (the CI smoke's) posts in proportion. */
export const SCALE_POST_COUNT = 100_000;
const SCALE_POSTS_PER_PERSON = 20;
/** The word the bench's post search looks for: in one post of SCALE_POST_SEARCH_SHARE. */
export const SCALE_POST_SEARCH_TERM = 'sao joao';
const SCALE_POST_SEARCH_SHARE = 100;

/** What the scale posts say; one in SCALE_POST_SEARCH_SHARE speaks of São João. */
const TEXTS = [
  'Great sprint demo today, thank you all',
  'Lunch by the river, pastéis de nata included',
  'Weekend hike in Sintra, foggy and beautiful',
  'Shipped the new reports page with the QA crew',
  'Reminder: book club on Thursday at 18:00',
  'Board game night on Friday, bring snacks',
  'Surf lesson in Ericeira this morning',
  'Visited Évora with the family',
  'Coffee machine fixed, productivity restored',
  'Proud of the team: zero incidents this month',
];

/**
 * The bench's feed, set-based: SCALE_POSTS_PER_PERSON posts per enabled person, at most
 * SCALE_POST_COUNT (two years), by the enabled people in turn, a post every ~10 minutes back from
 * now (newest first is the feed's order); likes on a
 * third, reactions on a quarter, comments on a fifth, and one image on every tenth, shared among
 * three file rows (the bench reads the feed's links, never the bytes: the rows have no stored file).
 */
export async function seedScalePosts(executor: Executor): Promise<void> {
  await executor.execute(sql`
    create temporary table scale_post_people on commit drop as
    select id, (row_number() over (order by email))::int - 1 as n
    from ${users} where enabled`);
  await executor.execute(sql`create unique index on scale_post_people (n)`);
  const texts = sql.raw(`array[${TEXTS.map((text) => `'${text.replace(/'/g, "''")}'`).join(',')}]`);
  // The posts this step writes, numbered newest first (n = 1 is the newest).
  await executor.execute(sql`
    create temporary table scale_post_rows on commit drop as
    with settings as (
      select count(*)::int as people, date_trunc('hour', now()) as anchor from scale_post_people
    ), inserted as (
      insert into ${posts} (author_id, text, created_at)
      select p.id,
        case when g % ${SCALE_POST_SEARCH_SHARE} = 0
          then 'Who is coming to the São João party in Porto? Post ' || g
          else (${texts})[1 + g % ${TEXTS.length}] || ' (post ' || g || ')' end,
        s.anchor - make_interval(secs => g * 630 + (g * 37) % 600)
      from settings s
      cross join generate_series(1, least(${SCALE_POST_COUNT}, s.people * ${SCALE_POSTS_PER_PERSON})) g
      join scale_post_people p on p.n = (g * 7919) % s.people
      returning id, created_at
    )
    select id, created_at, (row_number() over (order by created_at desc, id desc))::int as n
    from inserted`);
  const people = sql`(select count(*)::int from scale_post_people)`;
  await executor.execute(sql`
    insert into ${postLikes} (post_id, person_id, created_at)
    select r.id, p.id, r.created_at + make_interval(mins => k)
    from scale_post_rows r
    cross join generate_series(1, 5) k
    join scale_post_people p on p.n = (r.n * 31 + k * 977) % ${people}
    where r.n % 3 = 0 and k <= 1 + r.n % 5
    on conflict do nothing`);
  const reactions = sql.raw(
    `array[${POST_REACTIONS.map((reaction) => `'${reaction}'`).join(',')}]`,
  );
  await executor.execute(sql`
    insert into ${postReactions} (post_id, person_id, reaction, created_at)
    select r.id, p.id, (${reactions})[1 + (r.n + k) % ${POST_REACTIONS.length}],
      r.created_at + make_interval(mins => 10 + k)
    from scale_post_rows r
    cross join generate_series(1, 3) k
    join scale_post_people p on p.n = (r.n * 17 + k * 1231) % ${people}
    where r.n % 4 = 0 and k <= 1 + r.n % 3
    on conflict do nothing`);
  await executor.execute(sql`
    insert into ${postComments} (post_id, author_id, text, created_at)
    select r.id, p.id, 'Nice one! (comment ' || k || ')', r.created_at + make_interval(mins => 30 * k)
    from scale_post_rows r
    cross join generate_series(1, 3) k
    join scale_post_people p on p.n = (r.n * 13 + k * 2011) % ${people}
    where r.n % 5 = 0 and k <= 1 + r.n % 3`);
  await executor.execute(sql`
    create temporary table scale_post_files on commit drop as
    with inserted as (
      insert into ${files} (owner_id, original_name, media_type, size_bytes, sha256, storage_key)
      select (select id from scale_post_people where n = 0), 'scale-' || i || '.png', 'image/png',
        1000 + i, md5('scale post image ' || i), 'scale/post-image-' || i
      from generate_series(0, 2) i
      returning id
    )
    select id, (row_number() over (order by id))::int - 1 as n from inserted`);
  await executor.execute(sql`
    insert into ${postImages} (post_id, file_id, position)
    select r.id, f.id, 0
    from scale_post_rows r join scale_post_files f on f.n = r.n % 3
    where r.n % 10 = 0`);
}

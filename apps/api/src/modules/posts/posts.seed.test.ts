import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { mentionedPersonIds } from '@quadro/contract/post-text';
import { POST_REACTIONS } from '@quadro/contract/posts';
import { type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createFileStore } from '../../platform/files/file-store.ts';
import { seedDemoData } from '../../seed/demo-seed.ts';
import { DEMO_POST_COUNT, seedDemoPosts } from './posts.seed.ts';

// Thursday: the week runs from Monday 23 to Sunday 29 November.
const TODAY = '2026-11-26';

describe('posts demo seed', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let root: string;
  before(async () => {
    database = await openTestDatabase();
    root = await mkdtemp(path.join(tmpdir(), 'quadro-posts-seed-'));
    const started = performance.now();
    await seedDemoData(database.db, { files: createFileStore(root), today: TODAY });
    console.log(`whole demo seed: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
  after(async () => {
    await database.close();
    await rm(root, { recursive: true, force: true });
  });
  /** What the seed wrote, read straight from the tables. */
  const rowsOf = async <Row>(query: SQL): Promise<Row[]> =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

  it('writes 60 posts over the three months before today, Ana among the authors', async () => {
    const posts = await rowsOf<{ email: string; day: string; enabled: boolean }>(sql`
      select u.email, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, u.enabled
      from posts p join users u on u.id = p.author_id where p.removed_at is null`);
    assert.equal(posts.length, DEMO_POST_COUNT);
    assert.ok(posts.every((post) => post.enabled));
    assert.ok(posts.every((post) => post.day >= '2026-08-28' && post.day < TODAY));
    assert.ok(posts.some((post) => post.email === 'employee@example.com'));
    assert.ok(new Set(posts.map((post) => post.email)).size >= 10);
    assert.ok(new Set(posts.map((post) => post.day.slice(0, 7))).size >= 3);
  });

  it('gives about a third of the posts real, re-encoded pictures (PNG and JPEG), at most four each', async () => {
    const images = await rowsOf<{
      post_id: string;
      position: number;
      media_type: string;
      storage_key: string;
    }>(sql`
      select i.post_id, i.position, f.media_type, f.storage_key
      from post_images i join files f on f.id = i.file_id`);
    const perPost = new Map<string, number>();
    for (const image of images) perPost.set(image.post_id, (perPost.get(image.post_id) ?? 0) + 1);
    assert.ok(perPost.size >= 15 && perPost.size <= 25, `${perPost.size} posts with images`);
    assert.ok([...perPost.values()].every((count) => count >= 1 && count <= 4));
    assert.deepEqual([...new Set(images.map((image) => image.media_type))].sort(), [
      'image/jpeg',
      'image/png',
    ]);
    const first = images[0];
    assert.ok(first);
    const metadata = await sharp(await readFile(path.join(root, first.storage_key))).metadata();
    assert.ok((metadata.width ?? 0) > 100 && (metadata.width ?? 0) <= 1600);
  });

  it('adds comments (some mentioning a demo person, recorded as mentioned), likes and reactions from various people', async () => {
    const comments = await rowsOf<{ post_id: string; text: string; author_id: string }>(
      sql`select post_id, text, author_id from post_comments`,
    );
    assert.ok(comments.length >= 40, `${comments.length} comments`);
    assert.ok(new Set(comments.map((comment) => comment.author_id)).size >= 10);
    const withMention = comments.filter((comment) => mentionedPersonIds(comment.text).length > 0);
    assert.ok(withMention.length >= 3, `${withMention.length} comments with a mention`);
    const people = new Set(
      (await rowsOf<{ id: string }>(sql`select id from users`)).map((person) => person.id),
    );
    const mentions = await rowsOf<{ post_id: string; person_id: string }>(
      sql`select post_id, person_id from post_mentions`,
    );
    for (const comment of withMention) {
      for (const id of mentionedPersonIds(comment.text)) {
        assert.ok(people.has(id));
        assert.ok(mentions.some((row) => row.post_id === comment.post_id && row.person_id === id));
      }
    }
    const [likes] = await rowsOf<{ total: number; people: number; posts: number }>(sql`
      select count(*)::int as total, count(distinct person_id)::int as people,
        count(distinct post_id)::int as posts from post_likes`);
    assert.ok(
      (likes?.total ?? 0) >= 200 && (likes?.people ?? 0) >= 15 && (likes?.posts ?? 0) >= 50,
    );
    const reactions = await rowsOf<{ reaction: string }>(sql`select reaction from post_reactions`);
    assert.ok(reactions.length >= 60);
    assert.ok(
      reactions.every((row) => (POST_REACTIONS as readonly string[]).includes(row.reaction)),
    );
    assert.ok(new Set(reactions.map((row) => row.reaction)).size >= 4);
    const [ownLikes] = await rowsOf<{ total: number }>(sql`
      select count(*)::int as total from post_likes l join posts p on p.id = l.post_id
      where l.person_id = p.author_id`);
    assert.equal(ownLikes?.total, 0);
  });

  it('celebrates this week: three birthdays (one today, no other year shown), a work anniversary today, nicknames', async () => {
    const birthdays = await rowsOf<{ email: string; birthdate: string }>(sql`
      select email, birthdate::text from users
      where birthdate is not null and to_char(birthdate, 'MM-DD') between '11-23' and '11-29'`);
    assert.ok(birthdays.length >= 3, JSON.stringify(birthdays));
    assert.ok(birthdays.some((row) => row.birthdate.slice(5) === TODAY.slice(5)));
    const anniversaries = await rowsOf<{ email: string; start_date: string }>(sql`
      select email, start_date::text from users
      where to_char(start_date, 'MM-DD') = ${TODAY.slice(5)} and start_date < ${TODAY}::date`);
    assert.deepEqual(
      anniversaries.map((row) => row.email),
      ['joana.nunes@example.com'],
    );
    const nicknames = await rowsOf<{ nickname: string }>(sql`
      select nickname from users where nickname <> split_part(name, ' ', 1)`);
    assert.ok(nicknames.length >= 3);
  });

  it('is the same company on every seed: the texts and authors do not change', async () => {
    const again = await openTestDatabase();
    try {
      // The other modules' steps without a day; the posts' step alone, timed (no pictures).
      await seedDemoData(again.db);
      const started = performance.now();
      await again.db.transaction((tx) => seedDemoPosts(tx, { today: TODAY }));
      console.log(`posts' demo step: ${((performance.now() - started) / 1000).toFixed(2)} s`);
      const read = async (db: typeof database.db) =>
        (
          (await db.execute(sql`
          select u.email, p.text, p.created_at::text as at from posts p
          join users u on u.id = p.author_id order by p.created_at`)) as unknown as {
            rows: unknown[];
          }
        ).rows;
      assert.deepEqual(await read(again.db), await read(database.db));
    } finally {
      await again.close();
    }
  });
});

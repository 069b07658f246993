import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type FeedPage, feedPageSchema } from '@quadro/contract/posts';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postFixtures, type TestPerson } from './posts.fixtures.ts';

describe('GET /api/posts: the feed, newest first, a cursor for the next page', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  const { freshPerson, writePost } = postFixtures(() => t);
  let author: TestPerson;
  let reader: AuthHeaders;

  const feed = async (query: string, who: AuthHeaders = reader): Promise<FeedPage> =>
    feedPageSchema.parse(bodyOf(await call('GET', `/api/posts?${query}`, who)));

  before(async () => {
    t = await createTestApp();
    author = await freshPerson('Filipa Gomes');
    reader = await t.authAs('employee@example.com');
  });
  after(() => t.close());

  it('pages stay stable while posts arrive: no repeat, no gap', async () => {
    const written: string[] = [];
    for (let index = 1; index <= 7; index += 1) {
      written.push((await writePost(author.headers, `Paging post ${index}`)).id);
    }
    const newestFirst = [...written].reverse();
    const first = await feed(`authorId=${author.id}&limit=3`);
    assert.deepEqual(
      first.items.map((post) => post.id),
      newestFirst.slice(0, 3),
    );
    assert.equal(first.nextCursor, newestFirst[2]);

    // Two posts arrive while the reader looks at the first page.
    const arrived = [
      (await writePost(author.headers, 'Arrived meanwhile 1')).id,
      (await writePost(author.headers, 'Arrived meanwhile 2')).id,
    ];
    const second = await feed(`authorId=${author.id}&limit=3&cursor=${first.nextCursor}`);
    assert.deepEqual(
      second.items.map((post) => post.id),
      newestFirst.slice(3, 6),
    );
    const third = await feed(`authorId=${author.id}&limit=3&cursor=${second.nextCursor}`);
    assert.deepEqual(
      third.items.map((post) => post.id),
      newestFirst.slice(6),
    );
    assert.equal(third.nextCursor, null);

    // The new posts are on top of a fresh first page.
    const fresh = await feed(`authorId=${author.id}&limit=3`);
    assert.deepEqual(
      fresh.items.slice(0, 2).map((post) => post.id),
      [...arrived].reverse(),
    );
  });

  it('pages the whole feed newest first, 10 by default', async () => {
    const mine = await writePost(author.headers, 'On top of the feed');
    const first = await feed('');
    assert.ok(first.items.length <= 10);
    assert.equal(first.items[0]?.id, mine.id);
    const times = first.items.map((post) => post.createdAt);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.equal(first.items[0]?.canEdit, false, 'the reader is not the author');
    if (first.nextCursor) {
      const next = await feed(`cursor=${first.nextCursor}`);
      const seen = new Set(first.items.map((post) => post.id));
      assert.ok(next.items.every((post) => !seen.has(post.id)));
    }
  });

  it('keeps a cursor valid after its post is deleted', async () => {
    const ids: string[] = [];
    const other = await freshPerson('Gil Horta');
    for (let index = 1; index <= 3; index += 1) {
      ids.push((await writePost(other.headers, `Cursor post ${index}`)).id);
    }
    const first = await feed(`authorId=${other.id}&limit=1`);
    assert.equal(first.nextCursor, ids[2]);
    bodyOf(await call('DELETE', `/api/posts/${ids[2]}`, other.headers));
    const next = await feed(`authorId=${other.id}&limit=1&cursor=${first.nextCursor}`);
    assert.deepEqual(
      next.items.map((post) => post.id),
      [ids[1]],
    );
  });

  it('refuses an unknown or malformed cursor naming `cursor`', async () => {
    for (const cursor of [
      '00000000-0000-4000-8000-000000000000',
      'abc',
      'a'.repeat(101),
      '%27%3B',
    ]) {
      const response = await call('GET', `/api/posts?cursor=${cursor}`, reader);
      assert.equal(response.statusCode, 400, `${cursor}: ${response.body}`);
      assert.deepEqual(fieldsOf(response), ['cursor']);
    }
    const badLimit = await call('GET', '/api/posts?limit=51', reader);
    assert.equal(badLimit.statusCode, 400);
  });

  it('filters by text and by nickname, accents and case ignored', async () => {
    const joao = await freshPerson('João Quaresma');
    const nicknamed = await freshPerson('Leonor Vaz', { nickname: 'Léozinha' });
    const byText = await writePost(author.headers, 'Pequeno-almoço no CAFÉ Xávega amanhã');
    const byName = await writePost(joao.headers, 'Bom dia a todos');
    const byNickname = await writePost(nicknamed.headers, 'Olá equipa');

    const text = await feed('search=cafe%20xavega');
    assert.deepEqual(
      text.items.map((post) => post.id),
      [byText.id],
    );
    const name = await feed('search=joao%20quaresma');
    assert.deepEqual(
      name.items.map((post) => post.id),
      [byName.id],
    );
    const nickname = await feed('search=LEOZINHA');
    assert.deepEqual(
      nickname.items.map((post) => post.id),
      [byNickname.id],
    );
    // With a nickname, the name is not what the feed shows, so it is not searched.
    const hiddenName = await feed('search=leonor%20vaz');
    assert.ok(!hiddenName.items.some((post) => post.id === byNickname.id));
    // LIKE's own characters are plain characters of the term.
    await writePost(author.headers, 'Sale: 50% off at the canteen');
    const percentSign = await feed('search=%25&limit=50');
    assert.ok(percentSign.items.length > 0);
    assert.ok(percentSign.items.every((post) => post.text.includes('%')));
    const percent = await feed(`search=${encodeURIComponent('100%_sure')}`);
    assert.deepEqual(percent.items, []);
    // Search and author together.
    const both = await feed(`search=bom%20dia&authorId=${joao.id}`);
    assert.deepEqual(
      both.items.map((post) => post.id),
      [byName.id],
    );
  });

  it('answers 401 without a token', async () => {
    assert.equal((await t.app.inject({ url: '/api/posts' })).statusCode, 401);
  });
});

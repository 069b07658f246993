import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type PostResponses, postResponsesSchema } from '@quadro/contract/posts';
import { bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { socialFixtures, type TestPerson } from './post-social.fixtures.ts';

describe('/api/posts/:id/like and /reaction: the reader’s likes and reactions', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  const { freshPerson, insertPost, removePost } = socialFixtures(() => t);
  let author: TestPerson;
  let ana: TestPerson;
  let rui: TestPerson;
  let postId: string;

  const responses = async (
    method: 'PUT' | 'DELETE',
    what: 'like' | 'reaction',
    who: TestPerson,
    body?: object,
    id = postId,
  ): Promise<PostResponses> =>
    postResponsesSchema.parse(
      bodyOf(await call(method, `/api/posts/${id}/${what}`, who.headers, body)),
    );

  before(async () => {
    t = await createTestApp();
    author = await freshPerson('Marta Lopes');
    ana = await freshPerson('Ana Reis');
    rui = await freshPerson('Rui Matos');
    postId = await insertPost(author.id);
  });
  after(() => t.close());

  it('counts a second like of the same reader once, and takes it back', async () => {
    const first = await responses('PUT', 'like', ana);
    assert.deepEqual(first, { likes: 1, likedByMe: true, reactions: [], myReaction: null });
    const again = await responses('PUT', 'like', ana);
    assert.deepEqual(again, first);
    const other = await responses('PUT', 'like', rui);
    assert.equal(other.likes, 2);
    assert.equal(other.likedByMe, true);

    const unliked = await responses('DELETE', 'like', ana);
    assert.deepEqual(unliked, { likes: 1, likedByMe: false, reactions: [], myReaction: null });
    const unlikedAgain = await responses('DELETE', 'like', ana);
    assert.deepEqual(unlikedAgain, unliked);
  });

  it('keeps one reaction per reader: a new one replaces it; counts and each reader’s own', async () => {
    const reacted = await responses('PUT', 'reaction', ana, { reaction: 'love' });
    assert.deepEqual(reacted.reactions, [{ reaction: 'love', count: 1 }]);
    assert.equal(reacted.myReaction, 'love');

    const changed = await responses('PUT', 'reaction', ana, { reaction: 'celebrate' });
    assert.deepEqual(changed.reactions, [{ reaction: 'celebrate', count: 1 }]);
    assert.equal(changed.myReaction, 'celebrate');

    const ruis = await responses('PUT', 'reaction', rui, { reaction: 'funny' });
    assert.deepEqual(ruis.reactions, [
      { reaction: 'celebrate', count: 1 },
      { reaction: 'funny', count: 1 },
    ]);
    assert.equal(ruis.myReaction, 'funny');
    assert.equal(ruis.likedByMe, true);
    assert.equal(ruis.likes, 1);

    const both = await responses('PUT', 'reaction', rui, { reaction: 'celebrate' });
    assert.deepEqual(both.reactions, [{ reaction: 'celebrate', count: 2 }]);

    const unreacted = await responses('DELETE', 'reaction', ana);
    assert.deepEqual(unreacted, {
      likes: 1,
      likedByMe: false,
      reactions: [{ reaction: 'celebrate', count: 1 }],
      myReaction: null,
    });
    const unreactedAgain = await responses('DELETE', 'reaction', ana);
    assert.deepEqual(unreactedAgain, unreacted);
  });

  it('counts likes and reactions of one post only', async () => {
    const other = await insertPost(author.id, 'Another post');
    const fresh = await responses('PUT', 'reaction', ana, { reaction: 'support' }, other);
    assert.deepEqual(fresh, {
      likes: 0,
      likedByMe: false,
      reactions: [{ reaction: 'support', count: 1 }],
      myReaction: 'support',
    });
  });

  it('keeps one like and one reaction when the same reader sends them at once', async () => {
    const racy = await insertPost(author.id, 'Double click');
    await Promise.all([
      responses('PUT', 'like', ana, undefined, racy),
      responses('PUT', 'like', ana, undefined, racy),
      responses('PUT', 'reaction', ana, { reaction: 'love' }, racy),
      responses('PUT', 'reaction', ana, { reaction: 'funny' }, racy),
    ]);
    const settled = await responses('PUT', 'like', ana, undefined, racy);
    assert.equal(settled.likes, 1);
    assert.equal(settled.reactions.length, 1);
    assert.equal(settled.reactions[0]?.count, 1);
    assert.equal(settled.reactions[0]?.reaction, settled.myReaction);
  });

  it('refuses a reaction that is not one of the few', async () => {
    const response = await call('PUT', `/api/posts/${postId}/reaction`, ana.headers, {
      reaction: 'angry',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(fieldsOf(response), ['reaction']);
  });

  it('answers 404 for a removed or unknown post, to every call', async () => {
    const removed = await insertPost(author.id, 'Soon gone');
    await responses('PUT', 'like', ana, undefined, removed);
    await removePost(removed, author.id);
    for (const id of [removed, randomUUID()]) {
      for (const [method, what, body] of [
        ['PUT', 'like', undefined],
        ['DELETE', 'like', undefined],
        ['PUT', 'reaction', { reaction: 'love' }],
        ['DELETE', 'reaction', undefined],
      ] as const) {
        const response = await call(method, `/api/posts/${id}/${what}`, ana.headers, body);
        assert.equal(response.statusCode, 404, `${method} ${what}`);
        assert.equal(response.json().message, 'Post not found');
      }
    }
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/posts/${postId}/like` });
    assert.equal(response.statusCode, 401);
  });
});

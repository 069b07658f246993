import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { mentionToken } from '@quadro/contract/post-text';
import { COMMENT_TEXT_MAX, commentResultSchema, POST_MESSAGES } from '@quadro/contract/posts';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { createTestClock, type TestClock } from '../../platform/context/clock.ts';
import { countComments } from './post-comments.repository.ts';
import { listComments } from './post-comments.service.ts';
import { socialFixtures, type TestPerson } from './post-social.fixtures.ts';

describe('/api/posts/:id/comments: comments, their deletion and their mentions', () => {
  let t: TestApp;
  let clock: TestClock;
  const { call, mailsTo } = routeClient(() => t);
  const { freshPerson, insertPost, removePost } = socialFixtures(() => t);
  let author: TestPerson;
  let ana: TestPerson;
  let rui: TestPerson;
  let hr: AuthHeaders;
  let postId: string;

  const comment = (text: string, who: TestPerson = ana, id = postId) =>
    call('POST', `/api/posts/${id}/comments`, who.headers, { text });
  const added = async (text: string, who: TestPerson = ana, id = postId) => {
    clock.advance(60_000);
    return commentResultSchema.parse(bodyOf(await comment(text, who, id), 201)).comment;
  };
  const remove = (commentId: string, who: AuthHeaders, id = postId) =>
    call('DELETE', `/api/posts/${id}/comments/${commentId}`, who, undefined);
  const auditActions = async (commentId: string) =>
    (await auditTrailOf(t.database.db, 'post_comments', commentId)).map((entry) => entry.action);

  before(async () => {
    clock = createTestClock('2031-05-01T10:00:00Z');
    t = await createTestApp({}, { clock });
    author = await freshPerson('Marta Lopes');
    ana = await freshPerson('Ana Reis', { nickname: 'Aninhas' });
    rui = await freshPerson('Rui Matos');
    hr = await t.authAs('hr@example.com');
    postId = await insertPost(author.id);
  });
  after(() => t.close());

  it('adds a comment: 201 with the author by nickname, deletable by its author, audited', async () => {
    const response = await comment('Congratulations!');
    const body = commentResultSchema.parse(bodyOf(response, 201));
    assert.equal(body.message, POST_MESSAGES.commentAdded);
    assert.equal(body.comment.text, 'Congratulations!');
    assert.equal(body.comment.canDelete, true);
    assert.equal(body.comment.createdAt, clock.now().toISOString());
    assert.deepEqual(body.comment.author, {
      id: ana.id,
      name: 'Ana Reis',
      nickname: 'Aninhas',
      displayName: 'Aninhas',
      avatar: null,
    });
    const [entry] = await auditTrailOf(t.database.db, 'post_comments', body.comment.id);
    assert.equal(entry?.action, 'post.comment.create');
    assert.equal(entry?.actorId, ana.id);
  });

  it('refuses a blank or over-long comment, naming text', async () => {
    for (const text of ['', '   ', 'x'.repeat(COMMENT_TEXT_MAX + 1)]) {
      const response = await comment(text);
      assert.equal(response.statusCode, 400, JSON.stringify(text.slice(0, 10)));
      assert.deepEqual(fieldsOf(response), ['text']);
    }
    bodyOf(await comment('x'.repeat(COMMENT_TEXT_MAX)), 201);
  });

  it('lets its author or HR delete a comment, nobody else; audited with its text', async () => {
    const first = await added('First');
    const refused = await remove(first.id, rui.headers);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, POST_MESSAGES.commentNotYours);

    const byHr = await remove(first.id, hr);
    assert.deepEqual(bodyOf(byHr), { message: POST_MESSAGES.commentDeleted });
    const trail = await auditTrailOf(t.database.db, 'post_comments', first.id);
    assert.deepEqual(
      trail.map((entry) => entry.action),
      ['post.comment.create', 'post.comment.delete'],
    );
    assert.deepEqual(trail[1]?.before, { postId, text: 'First', authorId: ana.id });

    const second = await added('Second');
    assert.deepEqual(bodyOf(await remove(second.id, ana.headers)), {
      message: POST_MESSAGES.commentDeleted,
    });
    const again = await remove(second.id, ana.headers);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().message, POST_MESSAGES.commentNotFound);
    assert.deepEqual(await auditActions(second.id), ['post.comment.create', 'post.comment.delete']);
  });

  it('answers 404 for an unknown comment or one of another post', async () => {
    const other = await insertPost(author.id, 'Another post');
    const elsewhere = await added('Elsewhere', ana, other);
    for (const commentId of [randomUUID(), elsewhere.id]) {
      const response = await remove(commentId, hr);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, POST_MESSAGES.commentNotFound);
    }
    assert.deepEqual(await auditActions(elsewhere.id), ['post.comment.create']);
  });

  it('answers 404 to comments on a removed or unknown post, and to deleting their comments', async () => {
    const doomed = await insertPost(author.id, 'Soon removed');
    const kept = await added('Before the removal', ana, doomed);
    await removePost(doomed, author.id);
    for (const id of [doomed, randomUUID()]) {
      const response = await comment('Too late', ana, id);
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().message, POST_MESSAGES.notFound);
    }
    const deletion = await remove(kept.id, hr, doomed);
    assert.equal(deletion.statusCode, 404);
    assert.equal(deletion.json().message, POST_MESSAGES.notFound);
  });

  it('mails a person mentioned in a comment once per post, whoever mentions them again', async () => {
    const mentioned = await freshPerson('Inês Faria');
    const post = await insertPost(author.id, 'Team lunch on Friday');
    const subject = 'mentioned you in a comment';
    await added(`Coming, and ${mentionToken('Inês Faria', mentioned.id)} too?`, ana, post);
    const mails = await mailsTo(mentioned.email, subject);
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.subject ?? '', /Ana Reis mentioned you in a comment/);
    assert.match(mails[0]?.text ?? '', new RegExp(`/app/post/${post}/post-details`));
    assert.match(mails[0]?.text ?? '', /Coming, and @Inês Faria too\?/);

    await added(`Yes ${mentionToken('Inês Faria', mentioned.id)}, come`, rui, post);
    assert.equal((await mailsTo(mentioned.email, subject)).length, 1);

    const otherPost = await insertPost(author.id, 'Another day');
    await added(`${mentionToken('Inês Faria', mentioned.id)} look`, rui, otherPost);
    assert.equal((await mailsTo(mentioned.email, subject)).length, 2);
  });

  it('lists a post’s comments oldest first, deletable by their author and HR (listComments, countComments)', async () => {
    const post = await insertPost(author.id, 'Listed');
    const first = await added('One', ana, post);
    const second = await added('Two', rui, post);
    const ctx = t.app.serviceContext;
    const asAna = await listComments(ctx, post, { userId: ana.id, profiles: ['employee'] });
    assert.deepEqual(
      asAna.map((row) => [row.id, row.text, row.author.displayName, row.canDelete]),
      [
        [first.id, 'One', 'Aninhas', true],
        [second.id, 'Two', 'Rui Matos', false],
      ],
    );
    const asHr = await listComments(ctx, post, { userId: randomUUID(), profiles: ['hr'] });
    assert.deepEqual(
      asHr.map((row) => row.canDelete),
      [true, true],
    );
    const counts = await countComments(t.database.db, [post, postId, randomUUID()]);
    assert.equal(counts.get(post), 2);
    assert.equal(counts.size, 3);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${postId}/comments`,
      payload: { text: 'Hi' },
    });
    assert.equal(response.statusCode, 401);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { mentionToken } from '@quadro/contract/post-text';
import {
  feedPageSchema,
  POST_MESSAGES,
  POST_TEXT_MAX,
  postDetailSchema,
  postMessageSchema,
  postResultSchema,
} from '@quadro/contract/posts';
import { sql } from 'drizzle-orm';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { imagePart, pngImage, postFixtures, type TestPerson } from './posts.fixtures.ts';

describe('/api/posts: writing, editing, deleting and removing posts', () => {
  let t: TestApp;
  const { call, upload, mailsTo } = routeClient(() => t);
  const { freshPerson, writePost, rowsOf } = postFixtures(() => t);
  let hr: AuthHeaders;
  let author: TestPerson;
  let other: TestPerson;

  const postCountOf = async (personId: string) => {
    const rows = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from posts where author_id = ${personId}`,
    );
    return rows[0]?.total;
  };
  const auditActions = async (postId: string) =>
    (await auditTrailOf(t.database.db, 'posts', postId)).map((entry) => entry.action);

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
    author = await freshPerson('Beatriz Sousa', { nickname: 'Bia' });
    other = await freshPerson('Carlos Mendes');
  });
  after(() => t.close());

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/posts'],
      ['POST', '/api/posts'],
      ['GET', '/api/search/posts?search=a'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
  });

  it('publishes a post: 201 with the post as its reader sees it, audited', async () => {
    const response = await upload('POST', '/api/posts', author.headers, [
      ['text', '  Hello team, see https://example.com!  '],
    ]);
    const result = postResultSchema.parse(bodyOf(response, 201));
    assert.equal(result.message, POST_MESSAGES.created);
    assert.equal(result.post.text, 'Hello team, see https://example.com!');
    assert.equal(result.post.author.id, author.id);
    assert.equal(result.post.author.displayName, 'Bia');
    assert.deepEqual(result.post.images, []);
    assert.equal(result.post.editedAt, null);
    assert.equal(result.post.comments, 0);
    assert.equal(result.post.likes, 0);
    assert.equal(result.post.canEdit, true);
    assert.equal(result.post.canRemove, false);
    assert.deepEqual(await auditActions(result.post.id), ['post.create']);

    const seenByHr = postDetailSchema.parse(
      bodyOf(await call('GET', `/api/posts/${result.post.id}`, hr)),
    );
    assert.equal(seenByHr.canEdit, false);
    assert.equal(seenByHr.canRemove, true);
  });

  it('refuses blank and over-long text naming `text`, saving nothing', async () => {
    const before = await postCountOf(author.id);
    for (const text of ['   ', 'x'.repeat(POST_TEXT_MAX + 1)]) {
      const response = await upload('POST', '/api/posts', author.headers, [
        ['text', text],
        ['images', imagePart(await pngImage())],
      ]);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(fieldsOf(response), ['text']);
    }
    const missing = await upload('POST', '/api/posts', author.headers, [
      ['images', imagePart(await pngImage())],
    ]);
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(fieldsOf(missing), ['text']);
    assert.equal(await postCountOf(author.id), before);
    const rows = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from files where owner_id = ${author.id}`,
    );
    assert.equal(rows[0]?.total, 0, 'the images of refused posts are deleted');
    // Exactly the maximum is fine.
    await writePost(author.headers, 'y'.repeat(POST_TEXT_MAX));
  });

  it("refuses to edit or delete another's post (403) and answers 404 for an unknown one", async () => {
    const post = await writePost(author.headers, 'Mine only');
    const edit = await upload('PUT', `/api/posts/${post.id}`, other.headers, [
      ['text', 'Hijacked'],
    ]);
    assert.equal(edit.statusCode, 403);
    assert.equal(edit.json().message, POST_MESSAGES.notYours);
    const deletion = await call('DELETE', `/api/posts/${post.id}`, other.headers);
    assert.equal(deletion.statusCode, 403);
    assert.equal(deletion.json().message, POST_MESSAGES.notYours);
    const unknown = '00000000-0000-4000-8000-000000000000';
    assert.equal(
      (await upload('PUT', `/api/posts/${unknown}`, author.headers, [['text', 'x']])).statusCode,
      404,
    );
    assert.equal((await call('DELETE', `/api/posts/${unknown}`, author.headers)).statusCode, 404);
    assert.equal((await call('GET', `/api/posts/${unknown}`, author.headers)).statusCode, 404);
    const detail = postDetailSchema.parse(
      bodyOf(await call('GET', `/api/posts/${post.id}`, other.headers)),
    );
    assert.equal(detail.text, 'Mine only');
    assert.deepEqual(await auditActions(post.id), ['post.create']);
  });

  it("lets the author edit: text, a kept image and a new one; the dropped image's file goes", async () => {
    const post = await writePost(author.headers, 'Two pictures', [
      imagePart(await pngImage(), 'a.png'),
      imagePart(await pngImage(), 'b.png'),
    ]);
    const [kept, dropped] = post.images;
    assert.ok(kept && dropped);
    const response = await upload('PUT', `/api/posts/${post.id}`, author.headers, [
      ['text', 'One kept, one new'],
      ['keepImageIds', kept.id],
      ['images', imagePart(await pngImage(), 'c.png')],
    ]);
    const result = postResultSchema.parse(bodyOf(response));
    assert.equal(result.message, POST_MESSAGES.updated);
    assert.equal(result.post.text, 'One kept, one new');
    assert.ok(result.post.editedAt);
    assert.equal(result.post.images.length, 2);
    assert.equal(result.post.images[0]?.id, kept.id);
    assert.notEqual(result.post.images[1]?.id, dropped.id);
    const rows = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from post_images where id = ${dropped.id}`,
    );
    assert.equal(rows[0]?.total, 0);
    const files = await rowsOf<{ total: number }>(
      sql`select count(*)::int as total from files where owner_id = ${author.id}`,
    );
    assert.equal(files[0]?.total, 2, 'the dropped image’s file is deleted');
    const [, update] = await auditTrailOf(t.database.db, 'posts', post.id);
    assert.equal(update?.action, 'post.update');
    assert.deepEqual(update?.before, { text: 'Two pictures', imageIds: [kept.id, dropped.id] });
    assert.deepEqual(update?.after, {
      text: 'One kept, one new',
      imageIds: result.post.images.map((image) => image.id),
    });
    // The dropped image's link now answers 404; the kept one still opens.
    assert.equal((await t.app.inject({ url: dropped.url })).statusCode, 404);
    assert.equal((await t.app.inject({ url: kept.url })).statusCode, 200);
  });

  it("refuses to keep an image that is not the post's own (400 keepImageIds)", async () => {
    const first = await writePost(author.headers, 'First', [imagePart(await pngImage())]);
    const second = await writePost(author.headers, 'Second');
    const foreign = first.images[0]?.id ?? '';
    for (const id of [foreign, 'not-an-id']) {
      const response = await upload('PUT', `/api/posts/${second.id}`, author.headers, [
        ['text', 'Steal it'],
        ['keepImageIds', id],
      ]);
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(fieldsOf(response), ['keepImageIds']);
      assert.equal(response.json().message, POST_MESSAGES.unknownKeptImage);
    }
    const detail = postDetailSchema.parse(
      bodyOf(await call('GET', `/api/posts/${second.id}`, author.headers)),
    );
    assert.equal(detail.text, 'Second');
    assert.deepEqual(detail.images, []);
  });

  it('refuses more than four images kept and new together (400 images)', async () => {
    const post = await writePost(author.headers, 'Three', [
      imagePart(await pngImage()),
      imagePart(await pngImage()),
      imagePart(await pngImage()),
    ]);
    const response = await upload('PUT', `/api/posts/${post.id}`, author.headers, [
      ['text', 'Five?'],
      ...post.images.map((image): [string, string] => ['keepImageIds', image.id]),
      ['images', imagePart(await pngImage())],
      ['images', imagePart(await pngImage())],
    ]);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(fieldsOf(response), ['images']);
    assert.equal(response.json().message, POST_MESSAGES.tooManyImages);
    const detail = postDetailSchema.parse(
      bodyOf(await call('GET', `/api/posts/${post.id}`, author.headers)),
    );
    assert.equal(detail.images.length, 3);
    assert.equal(detail.text, 'Three');
  });

  it('lets the author delete their post: 404 from then on, its images gone, audited', async () => {
    const post = await writePost(author.headers, 'Short-lived', [imagePart(await pngImage())]);
    const image = post.images[0];
    assert.ok(image);
    const response = await call('DELETE', `/api/posts/${post.id}`, author.headers);
    assert.equal(postMessageSchema.parse(bodyOf(response)).message, POST_MESSAGES.deleted);
    assert.equal((await call('GET', `/api/posts/${post.id}`, author.headers)).statusCode, 404);
    assert.equal((await call('DELETE', `/api/posts/${post.id}`, author.headers)).statusCode, 404);
    assert.equal((await t.app.inject({ url: image.url })).statusCode, 404);
    assert.deepEqual(await auditActions(post.id), ['post.create', 'post.delete']);
    const rows = await rowsOf<{
      removed_by: string;
      removal_reason: string | null;
    }>(sql`select removed_by, removal_reason from posts where id = ${post.id}`);
    assert.equal(rows[0]?.removed_by, author.id);
    assert.equal(rows[0]?.removal_reason, null);
  });

  it('lets HR remove a post with a reason mailed to its author; others get 403', async () => {
    const post = await writePost(author.headers, 'Something HR will not like', [
      imagePart(await pngImage()),
    ]);
    const image = post.images[0];
    assert.ok(image);
    const refused = await call('POST', `/api/posts/${post.id}/removal`, other.headers, {
      reason: 'I do not like it',
    });
    assert.equal(refused.statusCode, 403);
    const ownRefused = await call('POST', `/api/posts/${post.id}/removal`, author.headers, {
      reason: 'Nope',
    });
    assert.equal(ownRefused.statusCode, 403);
    const blank = await call('POST', `/api/posts/${post.id}/removal`, hr, { reason: '  ' });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(fieldsOf(blank), ['reason']);

    const response = await call('POST', `/api/posts/${post.id}/removal`, hr, {
      reason: 'Off-topic for the company feed',
    });
    assert.equal(postMessageSchema.parse(bodyOf(response)).message, POST_MESSAGES.removed);
    const mails = await mailsTo(author.email, 'your post was removed');
    assert.equal(mails.length, 1);
    assert.match(mails[0]?.text ?? '', /Off-topic for the company feed/);
    assert.match(mails[0]?.text ?? '', /Something HR will not like/);

    assert.equal((await call('GET', `/api/posts/${post.id}`, author.headers)).statusCode, 404);
    const feed = feedPageSchema.parse(
      bodyOf(await call('GET', `/api/posts?authorId=${author.id}&limit=50`, author.headers)),
    );
    assert.ok(!feed.items.some((item) => item.id === post.id));
    assert.equal((await t.app.inject({ url: image.url })).statusCode, 404);
    assert.equal(
      (await call('POST', `/api/posts/${post.id}/removal`, hr, { reason: 'Again' })).statusCode,
      404,
    );
    const trail = await auditTrailOf(t.database.db, 'posts', post.id);
    assert.deepEqual(
      trail.map((entry) => entry.action),
      ['post.create', 'post.remove'],
    );
    assert.deepEqual(trail[1]?.after, { removed: true, reason: 'Off-topic for the company feed' });
  });

  it('mails a mentioned person once per post, however often the post is edited', async () => {
    const mentioned = await freshPerson('Diana Pires');
    const text = `Thanks ${mentionToken('Diana Pires', mentioned.id)} for the help!`;
    const post = await writePost(author.headers, text);
    assert.equal((await mailsTo(mentioned.email, 'mentioned you in a post')).length, 1);
    bodyOf(
      await upload('PUT', `/api/posts/${post.id}`, author.headers, [['text', `${text} Again.`]]),
    );
    assert.equal((await mailsTo(mentioned.email, 'mentioned you in a post')).length, 1);
    // A mention of oneself is never mailed.
    await writePost(author.headers, `Me: ${mentionToken('Bia', author.id)}`);
    assert.equal((await mailsTo(author.email, 'mentioned you')).length, 0);
  });

  it('shows the details: comments oldest first with who may delete them, likers by like time', async () => {
    const post = await writePost(author.headers, 'Discuss');
    const db = t.database.db;
    await db.execute(sql`insert into post_comments (post_id, author_id, text, created_at)
      values (${post.id}, ${other.id}, 'First!', now() - interval '2 minutes'),
             (${post.id}, ${author.id}, 'Second', now() - interval '1 minute')`);
    await db.execute(sql`insert into post_likes (post_id, person_id, created_at)
      values (${post.id}, ${other.id}, now() - interval '3 minutes'),
             (${post.id}, ${author.id}, now() - interval '1 minute')`);
    const detail = postDetailSchema.parse(
      bodyOf(await call('GET', `/api/posts/${post.id}`, other.headers)),
    );
    assert.equal(detail.comments, 2);
    assert.equal(detail.likes, 2);
    assert.equal(detail.likedByMe, true);
    assert.deepEqual(
      detail.commentList.map((comment) => [comment.text, comment.author.id, comment.canDelete]),
      [
        ['First!', other.id, true],
        ['Second', author.id, false],
      ],
    );
    assert.deepEqual(
      detail.likers.map((person) => person.id),
      [other.id, author.id],
    );
    const asHr = postDetailSchema.parse(bodyOf(await call('GET', `/api/posts/${post.id}`, hr)));
    assert.deepEqual(
      asHr.commentList.map((comment) => comment.canDelete),
      [true, true],
    );
  });
});

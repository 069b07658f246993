import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { postComments, posts } from './posts.schema.ts';

/** A post its author wrote and HR then removed, with one comment: nobody may use either since. */
async function aRemovedPost(t: TestApp): Promise<{ postId: string; commentId: string }> {
  const authorId = await t.personId('employee@example.com');
  const hrId = await t.personId('hr@example.com');
  const [post] = await t.database.db
    .insert(posts)
    .values({ authorId, text: 'Record access', removedAt: new Date(), removedBy: hrId })
    .returning({ id: posts.id });
  if (!post) throw new Error('The post was just inserted');
  const [comment] = await t.database.db
    .insert(postComments)
    .values({ postId: post.id, authorId, text: 'Record access' })
    .returning({ id: postComments.id });
  if (!comment) throw new Error('The comment was just inserted');
  return { postId: post.id, commentId: comment.id };
}

const REMOVED = 'a removed post answers as an unknown one, to its author too';

function onRemovedPost(route: string, suffix: string, payload?: object): RecordAccessCase {
  return {
    route,
    because: REMOVED,
    async arrange(t) {
      return {
        existingId: (await aRemovedPost(t)).postId,
        url: (id) => `/api/posts/${id}${suffix}`,
        request: {
          headers: await t.authAs('employee@example.com'),
          ...(payload && { payload }),
        },
      };
    },
  };
}

/** Likes, reactions and comments: every signed-in user may use a live post, nobody a removed one. */
export const POST_SOCIAL_RECORD_ACCESS: RecordAccessCase[] = [
  onRemovedPost('PUT /api/posts/:id/like', '/like'),
  onRemovedPost('DELETE /api/posts/:id/like', '/like'),
  onRemovedPost('PUT /api/posts/:id/reaction', '/reaction', { reaction: 'love' }),
  onRemovedPost('DELETE /api/posts/:id/reaction', '/reaction'),
  onRemovedPost('POST /api/posts/:id/comments', '/comments', { text: 'Hello' }),
  {
    route: 'DELETE /api/posts/:id/comments/:commentId',
    because: `${REMOVED}, and so do its comments, to their author and HR`,
    async arrange(t) {
      const { postId, commentId } = await aRemovedPost(t);
      return {
        existingId: commentId,
        url: (id) => `/api/posts/${postId}/comments/${id}`,
        request: { headers: await t.authAs('hr@example.com') },
      };
    },
  },
  {
    route: 'DELETE /api/posts/:id/comments/:commentId',
    at: 'params.id',
    because: `${REMOVED}: its id with one of its comments answers as an unknown post's`,
    async arrange(t) {
      const { postId, commentId } = await aRemovedPost(t);
      return {
        existingId: postId,
        url: (id) => `/api/posts/${id}/comments/${commentId}`,
        request: { headers: await t.authAs('hr@example.com') },
      };
    },
  },
];

import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { formDataBody, png } from '../../../test/upload-fixtures.ts';

/** A post by `email` with one image, through the route: its id and its image's signed link. */
async function postOf(t: TestApp, email: string): Promise<{ id: string; imageUrl: string }> {
  const body = await formDataBody([
    ['text', `Record access ${Math.random()}`],
    ['images', { name: 'p.png', type: 'image/png', content: png() }],
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: body.payload,
    headers: { ...body.headers, ...(await t.authAs(email)) },
  });
  const { post } = response.json();
  return { id: post.id, imageUrl: post.images[0].url };
}

/** A post its author deleted: gone for everyone, the author included. */
async function deletedPostOf(t: TestApp, email: string): Promise<string> {
  const { id } = await postOf(t, email);
  await t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: await t.authAs(email) });
  return id;
}

export const POSTS_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'GET /api/posts/:id',
    because: 'a deleted post is gone for every reader',
    async arrange(t) {
      return {
        existingId: await deletedPostOf(t, 'employee@example.com'),
        url: (id) => `/api/posts/${id}`,
        request: { headers: await t.authAs('trainee@example.com') },
      };
    },
  },
  {
    route: 'PUT /api/posts/:id',
    because: 'a deleted post is not edited, not even by its author',
    async arrange(t) {
      const body = await formDataBody([['text', 'Back again']]);
      return {
        existingId: await deletedPostOf(t, 'employee@example.com'),
        url: (id) => `/api/posts/${id}`,
        request: {
          payload: body.payload,
          headers: { ...body.headers, ...(await t.authAs('employee@example.com')) },
        },
      };
    },
  },
  {
    route: 'DELETE /api/posts/:id',
    because: 'a deleted post is not deleted twice',
    async arrange(t) {
      return {
        existingId: await deletedPostOf(t, 'employee@example.com'),
        url: (id) => `/api/posts/${id}`,
        request: { headers: await t.authAs('employee@example.com') },
      };
    },
  },
  {
    route: 'POST /api/posts/:id/removal',
    status: 403,
    because: 'only hr passes the route rule; HR may remove any post',
    async arrange(t) {
      return {
        existingId: (await postOf(t, 'employee@example.com')).id,
        url: (id) => `/api/posts/${id}/removal`,
        request: {
          headers: await t.authAs('trainee@example.com'),
          payload: { reason: 'Not mine to remove' },
        },
      };
    },
  },
  {
    route: 'GET /files/post-images/:imageId',
    because: 'a signed link opens only the image it was signed for',
    async arrange(t) {
      const own = await postOf(t, 'trainee@example.com');
      const other = await postOf(t, 'employee@example.com');
      const [otherPath = ''] = other.imageUrl.split('?');
      const [, signedQuery] = own.imageUrl.split('?');
      return {
        existingId: otherPath.split('/').at(-1) ?? '',
        url: (id) => `/files/post-images/${id}?${signedQuery}`,
        request: {},
      };
    },
  },
  {
    route: 'GET /api/posts',
    at: 'query.authorId',
    open: 'every record',
    because: 'the feed is public to every signed-in user; the id filters',
  },
];

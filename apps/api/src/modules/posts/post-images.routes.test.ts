import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { POST_IMAGE_MAX_BYTES, POST_MESSAGES, postResultSchema } from '@quadro/contract/posts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { FormPart } from '../../../test/upload-fixtures.ts';
import {
  cameraJpeg,
  imagePart,
  pngImage,
  postFixtures,
  type TestPerson,
} from './posts.fixtures.ts';

describe('/api/posts images: checked by content, stripped, all or nothing, signed links', () => {
  let t: TestApp;
  const { call, upload } = routeClient(() => t);
  const { freshPerson, writePost, rowsOf } = postFixtures(() => t);
  let author: TestPerson;

  const countOf = async (query: ReturnType<typeof sql>) => {
    const rows = await rowsOf<{ total: number }>(query);
    return rows[0]?.total;
  };
  const postsOf = (person: TestPerson) =>
    countOf(sql`select count(*)::int as total from posts where author_id = ${person.id}`);
  const filesOf = (person: TestPerson) =>
    countOf(sql`select count(*)::int as total from files where owner_id = ${person.id}`);

  before(async () => {
    t = await createTestApp();
    author = await freshPerson('Eduardo Faria');
  });
  after(() => t.close());

  it('saves a real PNG and a camera JPEG; the stored copies have no camera or GPS metadata', async () => {
    const original = await cameraJpeg();
    const originalMeta = await sharp(original).metadata();
    assert.ok(originalMeta.exif, 'the fixture carries EXIF');
    assert.match(originalMeta.exif.toString('latin1'), /Canon/);
    assert.match(originalMeta.exif.toString('latin1'), /EOS 5D/);
    // The GPS IFD's pointer (tag 0x8825), in either byte order.
    assert.match(originalMeta.exif.toString('latin1'), /\x88\x25|\x25\x88/);

    const post = await writePost(author.headers, 'Holiday pictures', [
      imagePart(await pngImage(), 'beach.png'),
      imagePart(original, 'IMG_0001.JPG', 'image/jpeg'),
    ]);
    assert.equal(post.images.length, 2);
    const [png, jpeg] = post.images;
    assert.ok(png && jpeg);
    assert.match(png.url, /^\/files\/post-images\/[0-9a-f-]+\?expires=\d+&signature=/);

    const pngAnswer = await t.app.inject({ url: png.url });
    assert.equal(pngAnswer.statusCode, 200);
    assert.equal(pngAnswer.headers['content-type'], 'image/png');
    assert.match(String(pngAnswer.headers['content-disposition']), /^inline/);
    assert.match(String(pngAnswer.headers['cache-control']), /private/);
    assert.equal((await sharp(pngAnswer.rawPayload).metadata()).format, 'png');

    const jpegAnswer = await t.app.inject({ url: jpeg.url });
    assert.equal(jpegAnswer.statusCode, 200);
    assert.equal(jpegAnswer.headers['content-type'], 'image/jpeg');
    const stored = await sharp(jpegAnswer.rawPayload).metadata();
    assert.equal(stored.format, 'jpeg');
    assert.equal(stored.width, 40);
    assert.equal(stored.exif, undefined, 'no EXIF: neither camera nor GPS');
    assert.ok(!jpegAnswer.rawPayload.toString('latin1').includes('Canon'));
  });

  it('refuses a text file renamed .png (415 naming images), saving nothing at all', async () => {
    const postsBefore = await postsOf(author);
    const filesBefore = await filesOf(author);
    const response = await upload('POST', '/api/posts', author.headers, [
      ['text', 'With a fake picture'],
      ['images', imagePart(await pngImage(), 'good.png')],
      ['images', imagePart(Buffer.from('just some text, not a picture\n'), 'notes.png')],
    ]);
    assert.equal(response.statusCode, 415, response.body);
    assert.deepEqual(fieldsOf(response), ['images']);
    assert.equal(response.json().message, POST_MESSAGES.imageType);
    assert.equal(await postsOf(author), postsBefore);
    assert.equal(await filesOf(author), filesBefore, 'the good image stored first is deleted');
  });

  it('refuses a fifth image (400 naming images), saving nothing', async () => {
    const postsBefore = await postsOf(author);
    const filesBefore = await filesOf(author);
    const five: Array<[string, FormPart]> = [];
    for (let index = 0; index < 5; index += 1) {
      five.push(['images', imagePart(await pngImage(), `p${index}.png`)]);
    }
    const response = await upload('POST', '/api/posts', author.headers, [
      ['text', 'Five pictures'],
      ...five,
    ]);
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(fieldsOf(response), ['images']);
    assert.equal(response.json().message, POST_MESSAGES.tooManyImages);
    assert.equal(await postsOf(author), postsBefore);
    assert.equal(await filesOf(author), filesBefore);

    const four = await writePost(
      author.headers,
      'Four pictures',
      five.slice(0, 4).map(([, part]) => part),
    );
    assert.equal(four.images.length, 4);
  });

  it('refuses an image over 5 MB (413 naming images)', async () => {
    const filesBefore = await filesOf(author);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(POST_IMAGE_MAX_BYTES)]);
    const response = await upload('POST', '/api/posts', author.headers, [
      ['text', 'Too big'],
      ['images', imagePart(big, 'big.png')],
    ]);
    assert.equal(response.statusCode, 413, response.body);
    assert.deepEqual(fieldsOf(response), ['images']);
    assert.equal(await filesOf(author), filesBefore);
  });

  it('opens an image only through its signed link, and not once the post is gone', async () => {
    const post = await writePost(author.headers, 'Signed', [imagePart(await pngImage())]);
    const image = post.images[0];
    assert.ok(image);
    const bare = `/files/post-images/${image.id}`;
    assert.equal((await t.app.inject({ url: bare })).statusCode, 404);
    const forged = image.url.replace(/signature=[^&]+/, 'signature=AAAA');
    assert.equal((await t.app.inject({ url: forged })).statusCode, 404);
    const otherImage = image.url.replace(image.id, '00000000-0000-4000-8000-000000000000');
    assert.equal((await t.app.inject({ url: otherImage })).statusCode, 404);
    assert.equal((await t.app.inject({ url: image.url })).statusCode, 200);
    bodyOf(await call('DELETE', `/api/posts/${post.id}`, author.headers));
    assert.equal((await t.app.inject({ url: image.url })).statusCode, 404);
  });

  it('answers the images in their order in every answer', async () => {
    const post = await writePost(author.headers, 'Ordered', [
      imagePart(await pngImage(), '1.png'),
      imagePart(await cameraJpeg(), '2.jpg', 'image/jpeg'),
      imagePart(await pngImage(), '3.png'),
    ]);
    const ids = post.images.map((image) => image.id);
    const rows = await rowsOf<{ id: string }>(
      sql`select id from post_images where post_id = ${post.id} order by position`,
    );
    assert.deepEqual(
      rows.map((row) => row.id),
      ids,
    );
    const edited = postResultSchema.parse(
      bodyOf(
        await upload('PUT', `/api/posts/${post.id}`, author.headers, [
          ['text', 'Reordered'],
          ['keepImageIds', ids[2] ?? ''],
          ['keepImageIds', ids[0] ?? ''],
        ]),
      ),
    );
    assert.deepEqual(
      edited.post.images.map((image) => image.id),
      [ids[2], ids[0]],
    );
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../../../test/upload-fixtures.ts';

/** What a reader's browser gets back for an uploaded picture: pixels only, bounded in size. */
describe('uploaded profile pictures keep nothing but pixels', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  async function uploadAndFetch(email: string, filename: string, type: string, content: Buffer) {
    const headers = await t.authAs(email);
    const body = multipartBody([{ filename, type, content }]);
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/profile-picture',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    assert.equal(upload.statusCode, 200, upload.body);
    const link = upload.json().profile_picture_url as string;
    const served = await t.app.inject({ url: link });
    assert.equal(served.statusCode, 200);
    return served.rawPayload;
  }

  it('drops the camera and GPS EXIF of a phone photo and scales 4000 × 3000 down to 1600 × 1200', async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Tracker 9', ImageDescription: '<script>x()</script>' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '38/1 43/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '9/1 8/1 0/1',
        },
      })
      .toBuffer();
    assert.ok((await sharp(photo).metadata()).exif, 'the fixture carries EXIF');
    const served = await uploadAndFetch('employee@example.com', 'me.jpg', 'image/jpeg', photo);
    const metadata = await sharp(served).metadata();
    assert.equal(metadata.format, 'jpeg');
    assert.equal(metadata.exif, undefined);
    assert.equal(metadata.icc, undefined);
    assert.deepEqual([metadata.width, metadata.height], [1600, 1200]);
    for (const trace of ['PhoneCo', 'Tracker', 'script', 'GPS']) {
      assert.ok(!served.includes(trace), trace);
    }
  });

  it('drops the text chunks of a PNG (a script hidden in a comment) and keeps a tall one inside 1600', async () => {
    const picture = await sharp({
      create: { width: 900, height: 2400, channels: 4, background: '#ffcc00' },
    })
      .png()
      .withMetadata({ density: 300 })
      .toBuffer();
    const withComment = insertPngTextChunk(picture, 'Comment', '<script>alert(1)</script>');
    assert.ok(withComment.includes('<script>'), 'the fixture carries the script');
    const served = await uploadAndFetch('trainee@example.com', 'me.png', 'image/png', withComment);
    const metadata = await sharp(served).metadata();
    assert.equal(metadata.format, 'png');
    assert.deepEqual([metadata.width, metadata.height], [600, 1600]);
    assert.ok(!served.includes('<script>'));
    assert.ok(!served.includes('tEXt'));
  });
});

/** A tEXt chunk right after IHDR, as an editor would write a comment. */
function insertPngTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from('tEXt', 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    length,
    typeAndData,
    crc,
    png.subarray(afterHeader),
  ]);
}

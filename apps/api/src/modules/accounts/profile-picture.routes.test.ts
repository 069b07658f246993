import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { jpeg, multipartBody, png } from '../../../test/upload-fixtures.ts';

describe('profile picture', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const upload = async (
    email: string,
    part: { filename: string; type: string; content: Buffer },
  ) => {
    const body = multipartBody([part]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/accounts/profile-picture',
      payload: body.payload,
      headers: { ...body.headers, ...(await t.authAs(email)) },
    });
  };

  it('uploads a picture and serves it through the signed link of the account', async () => {
    const response = await upload('employee@example.com', {
      filename: 'me.png',
      type: 'image/png',
      content: png(),
    });
    assert.equal(response.statusCode, 200, response.body);
    const url: string = response.json().profile_picture_url;
    assert.match(url, /^\/files\/profile-pictures\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    const picture = await t.app.inject({ url });
    assert.equal(picture.statusCode, 200);
    assert.equal(picture.headers['content-type'], 'image/png');
    assert.equal(picture.rawPayload.subarray(1, 4).toString(), 'PNG');
  });

  it('refuses the link without a valid signature', async () => {
    const response = await upload('trainee@example.com', {
      filename: 'me.jpg',
      type: 'image/jpeg',
      content: jpeg(),
    });
    const url: string = response.json().profile_picture_url;
    const [path] = url.split('?');
    assert.equal((await t.app.inject({ url: path ?? '' })).statusCode, 404);
    assert.equal(
      (await t.app.inject({ url: url.replace(/signature=.{4}/, 'signature=AAAA') })).statusCode,
      404,
    );
    assert.equal(
      (await t.app.inject({ url: url.replace(/expires=\d+/, 'expires=1000') })).statusCode,
      404,
    );
  });

  it('replaces the old picture, whose link stops working', async () => {
    const first = (
      await upload('cto@example.com', { filename: 'a.png', type: 'image/png', content: png() })
    ).json();
    const second = (
      await upload('cto@example.com', { filename: 'b.jpg', type: 'image/jpeg', content: jpeg() })
    ).json();
    assert.notEqual(first.profile_picture_url, second.profile_picture_url);
    assert.equal((await t.app.inject({ url: first.profile_picture_url })).statusCode, 404);
    assert.equal((await t.app.inject({ url: second.profile_picture_url })).statusCode, 200);
  });

  it('removes the picture, back to the default avatar; removing again is 404', async () => {
    const uploaded = (
      await upload('hr@example.com', { filename: 'a.png', type: 'image/png', content: png() })
    ).json();
    const headers = await t.authAs('hr@example.com');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/profile-picture',
      headers,
    });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().profile_picture_url, null);
    assert.equal((await t.app.inject({ url: uploaded.profile_picture_url })).statusCode, 404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/accounts/profile-picture',
      headers,
    });
    assert.equal(again.statusCode, 404);
  });

  it('refuses a text file dressed as a PNG, and a request without a file', async () => {
    const fake = await upload('admin@example.com', {
      filename: 'x.png',
      type: 'image/png',
      content: Buffer.from('not an image at all'),
    });
    assert.equal(fake.statusCode, 415);
    const noFile = multipartBody([]);
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/profile-picture',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...(await t.authAs('admin@example.com')) },
    });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().fields[0].message, VALIDATION_MESSAGES.selectImageFirst);
    const account = (
      await t.app.inject({ url: '/api/accounts', headers: await t.authAs('admin@example.com') })
    ).json();
    assert.equal(account.profile_picture_url, null, 'a refused upload changes nothing');
  });

  it('answers 400, not 500, to a body that is not valid multipart', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/profile-picture',
      payload: 'garbage',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        ...(await t.authAs('admin@example.com')),
      },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'validation_failed');
  });

  it('refuses a picture over 5 MiB with 413', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload('financial@example.com', {
      filename: 'big.png',
      type: 'image/png',
      content: big,
    });
    assert.equal(response.statusCode, 413);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConnectionError, HttpError } from '../../app/api/http-error.ts';
import { composerErrors } from './composer-errors.ts';

const refusal = (status: number, body: unknown) => new HttpError(status, 'Bad Request', body);

describe('a refused post', () => {
  it('shows each named field under the text or the images', () => {
    const error = refusal(400, {
      message: 'text: Required',
      fields: [
        { field: 'text', message: 'Required' },
        { field: 'images.4', message: 'A post has at most 4 images' },
      ],
    });
    assert.deepEqual(composerErrors(error), {
      text: 'Required',
      images: 'A post has at most 4 images',
    });
  });

  it('puts a kept id the post does not have under the images', () => {
    const error = refusal(400, { fields: [{ field: 'keepImageIds', message: 'Unknown' }] });
    assert.deepEqual(composerErrors(error), { images: 'Unknown' });
  });

  it('puts a refusal of the file itself under the images, anything else on the form', () => {
    assert.deepEqual(composerErrors(refusal(415, { message: 'Not an image' })), {
      images: 'Not an image',
    });
    assert.deepEqual(composerErrors(refusal(403, { message: 'Forbidden' })), { form: 'Forbidden' });
    assert.equal(typeof composerErrors(new ConnectionError(new Error('down'))).form, 'string');
  });
});

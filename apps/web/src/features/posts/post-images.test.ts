import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { POST_IMAGE_MAX_BYTES, POST_MESSAGES } from '@quadro/contract/posts';
import {
  addPickedImages,
  type ComposerImage,
  keptImageIds,
  newImageFiles,
  postFormData,
  savedImageItems,
} from './post-images.ts';

const SAVED_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const SAVED_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const urlOf = (picked: { name: string }) => `blob:${picked.name}`;

describe('the composer’s image list', () => {
  it('lists saved images by id with no file, and local picks as id local with their file', () => {
    const saved = savedImageItems([{ id: SAVED_A, url: '/files/a' }]);
    assert.deepEqual(saved, [{ id: SAVED_A, url: '/files/a', file: null }]);
    const photo = file('photo.PNG');
    const { items, problems } = addPickedImages(saved, [photo], urlOf);
    assert.deepEqual(problems, []);
    assert.deepEqual(items[1], { id: 'local', url: 'blob:photo.PNG', file: photo });
  });

  it('refuses what is no .png, .jpeg or .jpg, over 5 MB, or past the fourth image', () => {
    const { items, problems } = addPickedImages(
      [],
      [
        file('notes.txt'),
        file('big.jpg', POST_IMAGE_MAX_BYTES + 1),
        file('1.jpg'),
        file('2.jpeg'),
        file('3.png'),
        file('4.png'),
        file('5.png'),
      ],
      urlOf,
    );
    assert.deepEqual(
      items.map((item) => item.url),
      ['blob:1.jpg', 'blob:2.jpeg', 'blob:3.png', 'blob:4.png'],
    );
    assert.deepEqual(problems, [
      `notes.txt: ${POST_MESSAGES.imageType}`,
      `big.jpg: ${POST_MESSAGES.imageTooLarge}`,
      `5.png: ${POST_MESSAGES.tooManyImages}`,
    ]);
  });

  it('keeps the ids of the saved images still listed, and sends the new files', () => {
    const photo = file('new.png');
    const items: ComposerImage[] = [
      { id: SAVED_B, url: '/files/b', file: null },
      { id: 'local', url: 'blob:new', file: photo },
    ];
    assert.deepEqual(keptImageIds(items), [SAVED_B]);
    assert.deepEqual(newImageFiles(items), [photo]);
  });
});

describe('the multipart body', () => {
  it('holds the text and each new image; a new post keeps no ids', () => {
    const items: ComposerImage[] = [
      { id: SAVED_A, url: '/files/a', file: null },
      { id: 'local', url: 'blob:x', file: file('x.png') },
      { id: 'local', url: 'blob:y', file: file('y.jpg') },
    ];
    const created = postFormData('Hello', items, false);
    assert.equal(created.get('text'), 'Hello');
    assert.deepEqual(
      created.getAll('images').map((part) => (part as File).name),
      ['x.png', 'y.jpg'],
    );
    assert.deepEqual(created.getAll('keepImageIds'), []);
    const edited = postFormData('Hello', items, true);
    assert.deepEqual(edited.getAll('keepImageIds'), [SAVED_A]);
  });

  it('keeps no id when the user removed every saved image', () => {
    assert.deepEqual(postFormData('Only text', [], true).getAll('keepImageIds'), []);
  });
});

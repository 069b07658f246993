import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePostText } from '@quadro/contract/post-text';
import {
  insertMention,
  mentionQueryAt,
  mentionsIn,
  peopleSuggested,
  readableWithMentions,
  textWithTokens,
} from './mentions.ts';

const ANA = '11111111-1111-4111-8111-111111111111';
const ANA_SOFIA = '22222222-2222-4222-8222-222222222222';

describe('the mention typed at the caret', () => {
  it('reads what follows an @ at the start or after a space, up to the caret', () => {
    assert.deepEqual(mentionQueryAt('@an', 3), { start: 0, query: 'an' });
    assert.deepEqual(mentionQueryAt('hello @Ana Si', 13), { start: 6, query: 'Ana Si' });
    assert.deepEqual(mentionQueryAt('hello @', 7), { start: 6, query: '' });
    assert.deepEqual(mentionQueryAt('(@jo) later', 4), { start: 1, query: 'jo' });
  });

  it('reads nothing in an e-mail address, after a line break, a leading space or a long run', () => {
    assert.equal(mentionQueryAt('ana@example.com', 15), null);
    assert.equal(mentionQueryAt('@ana\nmore', 9), null);
    assert.equal(mentionQueryAt('@ ana', 5), null);
    assert.equal(mentionQueryAt('@ana  x', 7), null);
    assert.equal(mentionQueryAt(`@${'a'.repeat(41)}`, 42), null);
    assert.equal(mentionQueryAt('no mention', 10), null);
  });

  it('only looks before the caret', () => {
    assert.equal(mentionQueryAt('hi @ana', 2), null);
    assert.deepEqual(mentionQueryAt('hi @ana and more', 7), { start: 3, query: 'ana' });
  });
});

describe('picking a person', () => {
  it('replaces the query with @Name and a space, the caret after it', () => {
    const text = 'thanks @an for this';
    const query = mentionQueryAt(text, 10);
    assert.ok(query);
    assert.deepEqual(insertMention(text, query, 10, 'Ana Silva'), {
      text: 'thanks @Ana Silva for this',
      caret: 18,
    });
  });

  it('keeps no bracket in the name, as the token cannot', () => {
    const query = mentionQueryAt('@x', 2);
    assert.ok(query);
    assert.equal(insertMention('@x', query, 2, 'Ana [HR]').text, '@Ana  HR ');
  });
});

describe('the text sent', () => {
  it('writes each picked person still named as the token, longer names first', () => {
    const picked = [
      { name: 'Ana', personId: ANA },
      { name: 'Ana Sofia', personId: ANA_SOFIA },
    ];
    const sent = textWithTokens('@Ana Sofia and @Ana, not @Anabela', picked);
    assert.equal(sent, `@[Ana Sofia](${ANA_SOFIA}) and @[Ana](${ANA}), not @Anabela`);
    const mentioned = parsePostText(sent).filter((segment) => segment.kind === 'mention');
    assert.deepEqual(
      mentioned.map((segment) => segment.text),
      ['@Ana Sofia', '@Ana'],
    );
  });

  it('leaves a mention whose name was changed as plain text', () => {
    const picked = [{ name: 'Ana Silva', personId: ANA }];
    assert.equal(textWithTokens('hi @Ana Silv', picked), 'hi @Ana Silv');
    assert.deepEqual(mentionsIn('hi @Ana Silv', picked), []);
    assert.deepEqual(mentionsIn('hi @Ana Silva! @Ana Silva', [...picked, ...picked]), picked);
  });

  it('gives a saved text back readable, with its mentions', () => {
    const saved = `Welcome @[Ana Silva](${ANA}) see https://example.com`;
    const back = readableWithMentions(saved);
    assert.equal(back.text, 'Welcome @Ana Silva see https://example.com');
    assert.deepEqual(back.mentions, [{ name: 'Ana Silva', personId: ANA }]);
    assert.equal(textWithTokens(back.text, back.mentions), saved);
  });
});

describe('people among the search suggestions', () => {
  it('keeps the people, their ids from the profile links, and leaves the screens out', () => {
    assert.deepEqual(
      peopleSuggested([
        { name: 'Ana Silva', link: `/app/profile/${ANA.toUpperCase()}` },
        { name: 'Vacations', link: '/app/vacations' },
        { name: 'Odd', link: '/app/profile/not-an-id' },
      ]),
      [{ name: 'Ana Silva', personId: ANA }],
    );
  });
});

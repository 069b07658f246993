import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mentionedPersonIds, mentionToken, parsePostText, readablePostText } from './post-text.ts';

const ANA = '0b6f3a1e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';
const RUI = '1c7a4b2f-3d5e-4f60-9bac-1d2e3f4a5b6c';

describe('post text', () => {
  it('reads a mention as the name with its person', () => {
    const text = `Welcome ${mentionToken('Ana Silva', ANA)}!`;
    assert.deepEqual(parsePostText(text), [
      { kind: 'text', text: 'Welcome ' },
      { kind: 'mention', text: '@Ana Silva', personId: ANA },
      { kind: 'text', text: '!' },
    ]);
  });

  it('makes http and https addresses links, leaving the sentence’s punctuation out', () => {
    assert.deepEqual(parsePostText('See https://example.com/a?b=1. And http://x.pt'), [
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://x.pt', href: 'http://x.pt' },
    ]);
  });

  it('leaves other schemes and a bare "https://" as text', () => {
    assert.deepEqual(parsePostText('javascript:alert(1) https:// done'), [
      { kind: 'text', text: 'javascript:alert(1) https:// done' },
    ]);
  });

  it('lists each mentioned person once, lower-cased, in order', () => {
    const text = `${mentionToken('Rui', RUI.toUpperCase())} ${mentionToken('Ana', ANA)} ${mentionToken('Rui', RUI)}`;
    assert.deepEqual(mentionedPersonIds(text), [RUI, ANA]);
  });

  it('ignores a typed @ that is no mention token', () => {
    assert.deepEqual(mentionedPersonIds('mail me @ home, @[Ana](not-an-id)'), []);
  });

  it('writes a name that cannot break the token', () => {
    assert.equal(mentionToken(' A [b]\nc ', ANA), `@[A  b  c](${ANA})`);
    assert.deepEqual(mentionedPersonIds(mentionToken('A [b]', ANA)), [ANA]);
  });

  it('reads the text as a reader sees it', () => {
    assert.equal(readablePostText(`Hi ${mentionToken('Ana', ANA)}`), 'Hi @Ana');
  });
});

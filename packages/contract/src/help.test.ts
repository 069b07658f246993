import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HELP_MESSAGES, helpQuerySchema, isHelpSource } from './help.ts';

test('a help name is a letter then up to 63 letters or digits', () => {
  for (const name of ['TravelsPage', 'a', 'Page2', `A${'b'.repeat(63)}`]) {
    assert.equal(isHelpSource(name), true, name);
  }
  for (const name of [
    '',
    '2Page',
    '../etc/passwd',
    'a.b',
    'a/b',
    'a-b',
    'Página',
    `A${'b'.repeat(64)}`,
  ]) {
    assert.equal(isHelpSource(name), false, name);
  }
});

test('the help query refuses a bad name on src with its message', () => {
  const result = helpQuerySchema.safeParse({ src: '../etc/passwd' });
  assert.equal(result.success, false);
  assert.deepEqual(result.error?.issues[0]?.path, ['src']);
  assert.equal(result.error?.issues[0]?.message, HELP_MESSAGES.invalidSource);
  assert.deepEqual(helpQuerySchema.parse({ src: 'TravelsPage' }), { src: 'TravelsPage' });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstMessages } from './first-messages.ts';

test('each field keeps the message of its first issue', () => {
  const messages = firstMessages([
    { path: ['email'], message: 'Required' },
    { path: ['email'], message: 'Enter a valid e-mail' },
    { path: ['password'], message: 'Too short' },
  ]);
  assert.deepEqual(
    messages,
    new Map([
      ['email', 'Required'],
      ['password', 'Too short'],
    ]),
  );
});

test('a nested field is named by its path joined with dots', () => {
  assert.deepEqual(
    firstMessages([{ path: ['address', 0, 'street'], message: 'Required' }]),
    new Map([['address.0.street', 'Required']]),
  );
});

test('a field named like an object member still gets its message', () => {
  assert.deepEqual(
    firstMessages([{ path: ['constructor'], message: 'Required' }]),
    new Map([['constructor', 'Required']]),
  );
});

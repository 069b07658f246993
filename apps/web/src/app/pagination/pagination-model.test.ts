import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageCount, paginationModel } from './pagination-model.ts';

const summary = (page: number, count: number) =>
  paginationModel(page, count).map((entry) => {
    if (entry.kind === 'gap') return '…';
    if (entry.kind === 'page') return entry.current ? `[${entry.page}]` : String(entry.page);
    return `${entry.control}${entry.disabled ? ' off' : ` ${entry.page}`}`;
  });

test('on page 1, first and previous are disabled, next and last lead on', () => {
  assert.deepEqual(summary(1, 5), [
    'first off',
    'previous off',
    '[1]',
    '2',
    '…',
    '5',
    'next 2',
    'last 5',
  ]);
});

test('on the last page, next and last are disabled', () => {
  assert.deepEqual(summary(5, 5), [
    'first 1',
    'previous 4',
    '1',
    '…',
    '4',
    '[5]',
    'next off',
    'last off',
  ]);
});

test('in the middle, the neighbours of the current page and the two ends, with gaps', () => {
  assert.deepEqual(summary(10, 20), [
    'first 1',
    'previous 9',
    '1',
    '…',
    '9',
    '[10]',
    '11',
    '…',
    '20',
    'next 11',
    'last 20',
  ]);
  assert.deepEqual(summary(3, 5), [
    'first 1',
    'previous 2',
    '1',
    '2',
    '[3]',
    '4',
    '5',
    'next 4',
    'last 5',
  ]);
});

test('a single page disables every control, and out-of-range pages are clamped', () => {
  assert.deepEqual(summary(1, 1), ['first off', 'previous off', '[1]', 'next off', 'last off']);
  assert.deepEqual(summary(9, 3).slice(-2), ['next off', 'last off']);
  assert.deepEqual(summary(0, 0), ['first off', 'previous off', '[1]', 'next off', 'last off']);
});

test('every control and page has an accessible label', () => {
  for (const entry of paginationModel(2, 3)) {
    if (entry.kind !== 'gap') assert.match(entry.label, /page/i);
  }
});

test('the page count rounds up and is at least one', () => {
  assert.equal(pageCount(0, 12), 1);
  assert.equal(pageCount(12, 12), 1);
  assert.equal(pageCount(13, 12), 2);
});

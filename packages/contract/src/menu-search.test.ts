import assert from 'node:assert/strict';
import { test } from 'node:test';
import { menuFor } from './menu.ts';
import { isValidSearchTerm, searchMenu } from './menu-search.ts';
import { SEARCH_SUGGESTIONS_MAX } from './ui-constants.ts';

test('suggestions match names case-insensitively within the visible menu', () => {
  const items = menuFor(['hr']);
  assert.deepEqual(
    searchMenu(items, 'WORK', SEARCH_SUGGESTIONS_MAX).map((entry) => entry.link),
    ['/app/manage-work-map'],
  );
  assert.deepEqual(searchMenu(menuFor(['trainee']), 'salary'), []);
});

test('at most five suggestions and none for an empty term', () => {
  const items = menuFor(['hr', 'admin', 'financial', 'employee']);
  assert.equal(searchMenu(items, 'a', SEARCH_SUGGESTIONS_MAX).length, SEARCH_SUGGESTIONS_MAX);
  assert.deepEqual(searchMenu(items, '   '), []);
  assert.equal(isValidSearchTerm('  '), false);
  assert.equal(isValidSearchTerm(' vac '), true);
});

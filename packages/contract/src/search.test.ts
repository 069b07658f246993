import assert from 'node:assert/strict';
import { test } from 'node:test';
import { employeeSearchQuerySchema, isValidSearchTerm } from './search.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

test('a blank term is no search term', () => {
  assert.equal(isValidSearchTerm('  '), false);
  assert.equal(isValidSearchTerm(''), false);
  assert.equal(isValidSearchTerm(' joão '), true);
});

test("the search query refuses a blank or missing term with the spec's message, and pages from 1", () => {
  for (const query of [{ search: '   ' }, {}]) {
    const result = employeeSearchQuerySchema.safeParse(query);
    assert.equal(result.success, false);
    assert.equal(result.error?.issues[0]?.message, VALIDATION_MESSAGES.invalidSearchTerm);
  }
  assert.deepEqual(employeeSearchQuerySchema.parse({ search: ' ana ', page: '2' }), {
    search: 'ana',
    page: 2,
    pageSize: 12,
  });
  assert.equal(employeeSearchQuerySchema.safeParse({ search: 'a', page: '0' }).success, false);
});

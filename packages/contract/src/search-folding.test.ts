import assert from 'node:assert/strict';
import { test } from 'node:test';
import { foldedContains, foldForSearch } from './search-folding.ts';

test('folding drops case and accents', () => {
  assert.equal(foldForSearch('João Inês ÇÃO'), 'joao ines cao');
});

test('a folded text contains the term whichever side carries the accents', () => {
  assert.equal(foldedContains('João Silva', 'joao'), true);
  assert.equal(foldedContains('Joao Silva', 'JOÃO'), true);
  assert.equal(foldedContains('Inês Costa', ' ines '), true);
  assert.equal(foldedContains('Inês Costa', 'joao'), false);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatFigure } from './figures.ts';

test('a count is whole, with dot thousands', () => {
  assert.equal(formatFigure('3', 'count'), '3');
  assert.equal(formatFigure(12345, 'count'), '12.345');
});

test('days are a measure: decimal comma, two decimals, dot thousands (spec §9)', () => {
  assert.equal(formatFigure(22, 'days'), '22,00');
  assert.equal(formatFigure(2.5, 'days'), '2,50');
  assert.equal(formatFigure('1234.5', 'days'), '1.234,50');
});

test('hours, kilometres and scores have two decimals and their unit', () => {
  assert.equal(formatFigure('7.25', 'hours'), '7,25\u00a0h');
  assert.equal(formatFigure('80', 'kilometres'), '80,00\u00a0km');
  assert.equal(formatFigure('3.4', 'score'), '3,40');
});

test('money carries the euro sign and a status is its word', () => {
  assert.equal(formatFigure('1234.5', 'euros'), '1.234,50\u00a0€');
  assert.equal(formatFigure('In Modification', 'status'), 'In Modification');
});

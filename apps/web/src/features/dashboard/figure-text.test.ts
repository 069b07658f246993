import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayWithWeekday, figureText } from './figure-text.ts';

test('counts are whole numbers with dot thousands', () => {
  assert.equal(figureText({ value: '3', unit: 'count' }), '3');
  assert.equal(figureText({ value: '12345', unit: 'count' }), '12.345');
});

test('days, hours and kilometres have a decimal comma and two decimals', () => {
  assert.equal(figureText({ value: '1234.5', unit: 'days' }), '1.234,50');
  assert.equal(figureText({ value: '7.25', unit: 'hours' }), '7,25\u00a0h');
  assert.equal(figureText({ value: '80', unit: 'kilometres' }), '80,00\u00a0km');
});

test('an evaluation score has a decimal comma', () => {
  assert.equal(figureText({ value: '3.40', unit: 'score' }), '3,40');
});

test('euros carry their sign and a status is its word', () => {
  assert.equal(figureText({ value: '1234.5', unit: 'euros' }), '1.234,50\u00a0€');
  assert.equal(figureText({ value: 'In Modification', unit: 'status' }), 'In Modification');
});

test('a holiday shows its weekday', () => {
  assert.equal(dayWithWeekday('2026-12-08'), 'Tue 08/12/2026');
  assert.equal(dayWithWeekday('2027-01-01'), 'Fri 01/01/2027');
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { goalsAchievedText, shareOf, signedScore } from './team-report-numbers.ts';

describe('team report numbers', () => {
  it('counts goals achieved of goals scored, with a whole percentage', () => {
    assert.equal(goalsAchievedText(7, 9), '7 of 9 (78%)');
    assert.equal(goalsAchievedText(1, 8), '1 of 8 (13%)');
    assert.equal(goalsAchievedText(0, 0), 'No goal scored yet');
  });

  it('signs the gap and writes it with a decimal comma', () => {
    assert.equal(signedScore('0.25'), '+0,25');
    assert.equal(signedScore('-0.40'), '-0,40');
    assert.equal(signedScore('0.00'), '0,00');
    assert.equal(signedScore('-0.00'), '0,00');
  });

  it('gives a bar its share of the whole', () => {
    assert.equal(shareOf(1, 3), 33.3);
    assert.equal(shareOf(3, 3), 100);
    assert.equal(shareOf(0, 0), 0);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { peakAllocation } from './team-allocation.ts';

describe('peakAllocation', () => {
  const period = { allocation: 50, startedAt: '2026-01-01', endedAt: '2026-06-30' };

  it('adds only the periods that share a day with it', () => {
    assert.equal(peakAllocation(period, []), 50);
    assert.equal(
      peakAllocation(period, [{ allocation: 60, startedAt: '2026-07-01', endedAt: null }]),
      50,
    );
    assert.equal(
      peakAllocation(period, [{ allocation: 60, startedAt: '2026-06-30', endedAt: null }]),
      110,
    );
  });

  it('counts the busiest day, not the sum of periods that never meet', () => {
    const others = [
      { allocation: 50, startedAt: '2025-01-01', endedAt: '2026-02-28' },
      { allocation: 50, startedAt: '2026-03-01', endedAt: '2026-12-31' },
    ];
    assert.equal(peakAllocation(period, others), 100);
    assert.equal(
      peakAllocation(period, [
        ...others,
        { allocation: 1, startedAt: '2026-02-28', endedAt: '2026-03-01' },
      ]),
      101,
    );
  });
});

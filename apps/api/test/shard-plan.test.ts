import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { balancedShards } from './shard-plan.ts';

describe('balancedShards', () => {
  it('gives the longest files shards of their own and fills the others to the same time', () => {
    const measured = { 'a.test.ts': 60, 'b.test.ts': 50, 'c.test.ts': 30, 'd.test.ts': 20 };
    const shards = balancedShards(Object.keys(measured), measured, 2);
    assert.deepEqual(shards, [
      { files: ['a.test.ts', 'd.test.ts'], seconds: 80 },
      { files: ['b.test.ts', 'c.test.ts'], seconds: 80 },
    ]);
  });

  it('counts a file never measured as the median one, and leaves out files that are gone', () => {
    const measured = { 'a.test.ts': 10, 'b.test.ts': 20, 'c.test.ts': 30, 'gone.test.ts': 99 };
    const shards = balancedShards(
      ['a.test.ts', 'b.test.ts', 'c.test.ts', 'new.test.ts'],
      measured,
      2,
    );
    assert.deepEqual(shards, [
      { files: ['c.test.ts', 'a.test.ts'], seconds: 40 },
      { files: ['b.test.ts', 'new.test.ts'], seconds: 40 },
    ]);
  });
});

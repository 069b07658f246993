import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges: an entry’s before and after, field by field', () => {
  it('lists only what changed, nested fields by their dotted path', () => {
    assert.deepEqual(
      auditChanges(
        { days: 3, period: { from: '2026-08-03', to: '2026-08-05' }, note: 'beach' },
        { days: 5, period: { from: '2026-08-03', to: '2026-08-07' }, note: 'beach' },
      ),
      [
        { field: 'days', before: '3', after: '5' },
        { field: 'period.to', before: '2026-08-05', after: '2026-08-07' },
      ],
    );
  });

  it('shows a creation as every field set, and a removed field as null after', () => {
    assert.deepEqual(auditChanges(null, { name: 'Ana', profiles: ['employee'] }), [
      { field: 'name', before: null, after: 'Ana' },
      { field: 'profiles', before: null, after: '["employee"]' },
    ]);
    assert.deepEqual(auditChanges({ note: 'x', lockedUntil: null }, {}), [
      { field: 'note', before: 'x', after: null },
      { field: 'lockedUntil', before: 'null', after: null },
    ]);
  });

  it('has nothing to show for an entry with no snapshots', () => {
    assert.deepEqual(auditChanges(null, null), []);
  });
});

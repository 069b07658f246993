import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { openTestDatabase } from '../../../test/test-database.ts';
import { auditTrailOf } from './audit-trail.ts';
import { recordAudit } from './record-audit.ts';

describe('audit trail', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('records who changed what, with before and after as JSON', async () => {
    const actor = { userId: randomUUID(), requestId: 'req-7' };
    const entityId = randomUUID();
    await database.db.transaction((tx) =>
      recordAudit(tx, {
        actor,
        action: 'vacation.update',
        entityType: 'vacations',
        entityId,
        before: { days: 3, period: { from: '2026-08-03', to: '2026-08-05' } },
        after: { days: 5, period: { from: '2026-08-03', to: '2026-08-07' }, note: null },
      }),
    );
    const [entry, ...rest] = await auditTrailOf(database.db, 'vacations', entityId);
    assert.equal(rest.length, 0);
    assert.equal(entry?.actorId, actor.userId);
    assert.equal(entry?.requestId, 'req-7');
    assert.equal(entry?.action, 'vacation.update');
    assert.deepEqual(entry?.before, { days: 3, period: { from: '2026-08-03', to: '2026-08-05' } });
    assert.deepEqual(entry?.after, {
      days: 5,
      period: { from: '2026-08-03', to: '2026-08-07' },
      note: null,
    });
    assert.ok(entry?.createdAt instanceof Date);
  });

  it('keeps no entry when the change it belongs to rolls back', async () => {
    const entityId = randomUUID();
    await assert.rejects(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: { userId: null },
          action: 'job.close-month',
          entityType: 'work_maps',
          entityId,
        });
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.deepEqual(await auditTrailOf(database.db, 'work_maps', entityId), []);
  });

  it('stores a system change with no actor and no snapshots', async () => {
    const entityId = randomUUID();
    await recordAudit(database.db, {
      actor: { userId: null },
      action: 'job.close-month',
      entityType: 'work_maps',
      entityId,
    });
    const [entry] = await auditTrailOf(database.db, 'work_maps', entityId);
    assert.equal(entry?.actorId, null);
    assert.equal(entry?.before, null);
    assert.equal(entry?.requestId, null);
  });
});

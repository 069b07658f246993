import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  APPROVAL_ACTIONS,
  APPROVAL_STATUSES,
  type ApprovalAction,
  type ApprovalStatus,
  approvalWorkflow,
} from '@quadro/contract/approval';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../../test/test-database.ts';
import { auditLog } from '../audit/audit.schema.ts';
import { AppError } from '../errors/app-error.ts';
import { approvalHistory } from './approval-history.ts';
import { transition } from './transition.ts';

/** A stand-in for work maps, vacations and the rest: only the columns the workflow needs. */
const items = pgTable('approval_test_items', {
  id: uuid().primaryKey().defaultRandom(),
  ownerId: uuid().notNull(),
  status: text().notNull().default('PendingSubmission'),
  rejectionReason: text(),
});

const employee = { userId: randomUUID(), requestId: 'req-employee' };
const manager = { userId: randomUUID(), requestId: 'req-manager' };

function isAppError(code: string, pattern?: RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof AppError, `expected an AppError, got ${String(error)}`);
    assert.equal(error.code, code);
    if (pattern) assert.match(error.message, pattern);
    return true;
  };
}

describe('approval transitions', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => database.db;

  before(async () => {
    database = await openTestDatabase();
    await db().execute(sql`
      create table approval_test_items (
        id uuid primary key default gen_random_uuid(),
        owner_id uuid not null,
        status text not null default 'PendingSubmission',
        rejection_reason text
      )`);
  });
  after(() => database.close());

  async function newItem(status: ApprovalStatus = 'PendingSubmission', reason?: string) {
    const [row] = await db()
      .insert(items)
      .values({ ownerId: employee.userId, status, rejectionReason: reason ?? null })
      .returning();
    assert.ok(row);
    return row;
  }
  const auditRows = (id: string) => db().select().from(auditLog).where(eq(auditLog.entityId, id));

  it('walks submit, reject, reopen, submit, approve, auditing each move with before and after', async () => {
    const item = await newItem();
    const move = (action: ApprovalAction, actor = manager, reason?: string) =>
      transition(db(), { table: items, id: item.id, action, actor, reason }).then(
        (moved) => moved.row,
      );

    assert.equal((await move('submit', employee)).status, 'PendingApproval');
    const rejected = await move('reject', manager, '  Missing the 14th  ');
    assert.equal(rejected.status, 'Rejected');
    assert.equal(rejected.rejectionReason, 'Missing the 14th', 'the reason is stored trimmed');
    const reopened = await move('reopen', employee);
    assert.equal(reopened.status, 'PendingSubmission');
    assert.equal(reopened.rejectionReason, null, 'reopen clears the reason');
    await move('submit', employee);
    const approved = await move('approve');
    assert.equal(approved.status, 'Approved');
    assert.equal(approved.ownerId, employee.userId, 'the whole row comes back');

    const entries = await auditRows(item.id);
    assert.equal(entries.length, 5);
    const reject = entries.find((entry) => entry.action === 'approval.reject');
    assert.equal(reject?.entityType, 'approval_test_items');
    assert.equal(reject?.actorId, manager.userId);
    assert.equal(reject?.requestId, 'req-manager');
    assert.deepEqual(reject?.before, { status: 'PendingApproval', rejectionReason: null });
    assert.deepEqual(reject?.after, { status: 'Rejected', rejectionReason: 'Missing the 14th' });

    const history = await approvalHistory(db(), items, item.id);
    assert.deepEqual(
      history.map((event) => [event.action, event.status, event.actorId]),
      [
        ['submit', 'PendingApproval', employee.userId],
        ['reject', 'Rejected', manager.userId],
        ['reopen', 'PendingSubmission', employee.userId],
        ['submit', 'PendingApproval', employee.userId],
        ['approve', 'Approved', manager.userId],
      ],
    );
    assert.equal(history[1]?.reason, 'Missing the 14th');
  });

  for (const [name, workflow] of [
    ['usual', approvalWorkflow()],
    ['reopenable', approvalWorkflow({ reopenable: true })],
  ] as const) {
    for (const action of APPROVAL_ACTIONS) {
      const rule = workflow[action];
      for (const status of APPROVAL_STATUSES) {
        const outcome = !rule
          ? 'is not a move of this workflow (409)'
          : rule.from.includes(status)
            ? `moves to ${rule.to}`
            : status === rule.to
              ? 'returns the row unchanged (already there)'
              : 'is refused with 409';
        it(`${name}: ${action} from ${status} ${outcome}`, async () => {
          const item = await newItem(status, status === 'Rejected' ? 'Earlier reason' : undefined);
          const request = {
            table: items,
            id: item.id,
            action,
            actor: manager,
            reason: 'Why not',
            workflow,
          };
          if (rule?.from.includes(status)) {
            const { row, from, moved } = await transition(db(), request);
            assert.equal(from, status, 'it answers the state it moved from');
            assert.equal(moved, true);
            assert.equal(row.status, rule.to);
            assert.equal(row.rejectionReason, action === 'reject' ? 'Why not' : null);
            assert.equal((await auditRows(item.id)).length, 1);
            return;
          }
          if (rule && status === rule.to) {
            assert.deepEqual(await transition(db(), request), {
              row: item,
              from: status,
              moved: false,
            });
          } else {
            await assert.rejects(
              transition(db(), { ...request, label: 'work map' }),
              isAppError(
                'conflict',
                rule
                  ? new RegExp(`^Cannot ${action} this work map: it is `)
                  : /^A work map cannot be/,
              ),
            );
            const [row] = await db().select().from(items).where(eq(items.id, item.id));
            assert.equal(row?.status, status, 'the row is untouched');
          }
          assert.equal((await auditRows(item.id)).length, 0);
        });
      }
    }
  }

  it('names the current state in the conflict message', async () => {
    const item = await newItem('Approved');
    await assert.rejects(
      transition(db(), {
        table: items,
        id: item.id,
        action: 'reject',
        actor: manager,
        reason: 'x',
      }),
      isAppError(
        'conflict',
        /^Cannot reject this item: it is Approved; it must be Pending Approval to be rejected\.$/,
      ),
    );
  });

  it('requires a reason to reject, reported on the field "reason"', async () => {
    const item = await newItem('PendingApproval');
    for (const reason of [undefined, '', '   ', 'x'.repeat(1001)]) {
      await assert.rejects(
        transition(db(), { table: items, id: item.id, action: 'reject', actor: manager, reason }),
        (error: unknown) => {
          assert.ok(error instanceof AppError);
          assert.equal(error.code, 'validation_failed');
          assert.deepEqual(
            error.fields?.map((field) => field.field),
            ['reason'],
          );
          return true;
        },
      );
    }
    const [row] = await db().select().from(items).where(eq(items.id, item.id));
    assert.equal(row?.status, 'PendingApproval');
  });

  it('clears a leftover reason on approve', async () => {
    const item = await newItem('PendingApproval', 'stale');
    const { row } = await transition(db(), {
      table: items,
      id: item.id,
      action: 'approve',
      actor: manager,
    });
    assert.equal(row.rejectionReason, null);
  });

  it('answers 404 for an unknown row or one outside the caller scope', async () => {
    const item = await newItem();
    await assert.rejects(
      transition(db(), { table: items, id: randomUUID(), action: 'submit', actor: employee }),
      isAppError('not_found', /^Item not found$/),
    );
    const stranger = randomUUID();
    await assert.rejects(
      transition(db(), {
        table: items,
        id: item.id,
        action: 'submit',
        actor: { userId: stranger },
        scope: eq(items.ownerId, stranger),
        label: 'work map',
      }),
      isAppError('not_found', /^Work map not found$/),
    );
    const own = await transition(db(), {
      table: items,
      id: item.id,
      action: 'submit',
      actor: employee,
      scope: eq(items.ownerId, employee.userId),
    });
    assert.equal(own.row.status, 'PendingApproval');
  });

  it('rolls back with the caller transaction, audit entry included', async () => {
    const item = await newItem();
    await assert.rejects(
      db().transaction(async (tx) => {
        await transition(tx, { table: items, id: item.id, action: 'submit', actor: employee });
        throw new Error('the rest of the change failed');
      }),
      /the rest of the change failed/,
    );
    const [row] = await db().select().from(items).where(eq(items.id, item.id));
    assert.equal(row?.status, 'PendingSubmission');
    assert.equal((await auditRows(item.id)).length, 0);
  });

  it('takes a double submit once: both calls see PendingApproval, one audit entry', async () => {
    for (let round = 0; round < 5; round++) {
      const item = await newItem();
      const submit = () =>
        transition(db(), { table: items, id: item.id, action: 'submit', actor: employee });
      const results = await Promise.all([submit(), submit()]);
      assert.deepEqual(
        results
          .map((result) => [result.row.status, result.moved])
          .sort((a, b) => Number(b[1]) - Number(a[1])),
        [
          ['PendingApproval', true],
          ['PendingApproval', false],
        ],
        'one call moved it, the other found it moved',
      );
      assert.equal((await auditRows(item.id)).length, 1);
    }
  });

  it('lets one of a concurrent approve and reject win; the other gets 409', async () => {
    const item = await newItem('PendingApproval');
    const results = await Promise.allSettled([
      transition(db(), { table: items, id: item.id, action: 'approve', actor: manager }),
      transition(db(), {
        table: items,
        id: item.id,
        action: 'reject',
        actor: manager,
        reason: 'No',
      }),
    ]);
    assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected');
    assert.ok(refused);
    isAppError('conflict')(refused.reason);
    assert.equal((await auditRows(item.id)).length, 1);
  });
});

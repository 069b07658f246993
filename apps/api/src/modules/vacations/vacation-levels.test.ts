import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ApprovalLevels } from '@quadro/contract/approval';
import { vacationPageSchema, vacationSchema } from '@quadro/contract/vacations';
import { and, eq } from 'drizzle-orm';
import {
  type AuthHeaders,
  bodyOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { approvalDecisions } from '../../platform/approvals/approval-decisions.schema.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { createTestClock } from '../../platform/context/clock.ts';

/**
 * A second approval level, added by the vacationSecondApprovers parameter: hr, admin or cto
 * approve first, then the cto; Approved only after both, a rejection at either level sends it back
 * with its reason, and each level's decision is kept and shown on the item.
 */
describe('two-level vacation approval', () => {
  let t: TestApp;
  const { call, mailsTo } = routeClient(() => t);
  let ana: AuthHeaders;
  let hr: AuthHeaders;
  let admin: AuthHeaders;
  let cto: AuthHeaders;

  const decide = (headers: AuthHeaders, id: string, decision: string, reason?: string) =>
    call('PUT', '/api/vacation/approval', headers, {
      items: [{ kind: 'Request', id }],
      decision,
      ...(reason ? { reason } : {}),
    });
  const decidedOf = (response: InjectResponse) => (bodyOf(response) as { decided: number }).decided;
  const pendingOf = (response: InjectResponse) =>
    (bodyOf(response) as { requests: number }).requests;
  const levelsOf = (row: { approvalLevels?: ApprovalLevels | undefined }) => {
    assert.ok(row.approvalLevels, 'a two-level kind shows its levels');
    return row.approvalLevels;
  };
  const rowOf = async (id: string) => {
    const page = vacationPageSchema.parse(bodyOf(await call('GET', '/api/vacation', hr)));
    const row = page.items.find((item) => item.id === id);
    assert.ok(row, `row ${id} in the approvers' table`);
    return row;
  };
  async function sentRequest(start: string, end: string) {
    const created = vacationSchema.parse(
      bodyOf(await call('POST', '/api/vacation', ana, { start, end }), 201),
    );
    bodyOf(await call('PUT', '/api/vacation/send-to-approval', ana, { id: created.id }));
    return created.id;
  }

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock('2026-11-10T10:00:00Z') });
    ana = await t.authAs('employee@example.com');
    hr = await t.authAs('hr@example.com');
    admin = await t.authAs('admin@example.com');
    cto = await t.authAs('cto@example.com');
  });
  after(() => t.close());

  it('keeps one level while the parameter is empty: the rows show none, the decision is kept', async () => {
    const id = await sentRequest('2026-12-02', '2026-12-02');
    assert.equal((await rowOf(id)).approvalLevels, undefined);
    assert.equal(decidedOf(await decide(hr, id, 'approve')), 1);
    const approved = await rowOf(id);
    assert.deepEqual([approved.status, approved.approvalLevels], ['Approved', undefined]);
    const kept = await t.database.db
      .select()
      .from(approvalDecisions)
      .where(eq(approvalDecisions.itemId, id));
    assert.deepEqual(
      kept.map((decision) => [decision.level, decision.decision, decision.current]),
      [[1, 'approve', true]],
    );
  });

  it("takes the second level's deciders among the first level's", async () => {
    const outside = await call('PUT', '/api/system-parameters/vacationSecondApprovers', hr, {
      value: 'financial',
    });
    assert.equal(outside.statusCode, 400);
    assert.match(outside.body, /Choose among hr, admin, cto/);
  });

  it('approves only after the second level, which the cto decides', async () => {
    bodyOf(
      await call('PUT', '/api/system-parameters/vacationSecondApprovers', hr, { value: 'cto' }),
    );
    const id = await sentRequest('2026-12-14', '2026-12-15');
    assert.equal(pendingOf(await call('GET', '/api/vacation/pending-number', hr)), 1);

    assert.equal(decidedOf(await decide(hr, id, 'approve')), 1);
    const halfway = await rowOf(id);
    assert.equal(halfway.status, 'PendingApproval', 'one level is not enough');
    assert.equal(levelsOf(halfway).waitingFor, 2);
    assert.equal(
      (await mailsTo('employee@example.com', 'your vacation of 14/12/2026')).length,
      0,
      'the employee hears nothing yet',
    );
    assert.equal(
      (await mailsTo('cto@example.com', 'waits for your approval (second level)')).length,
      1,
    );
    assert.equal(
      pendingOf(await call('GET', '/api/vacation/pending-number', hr)),
      0,
      'counts only what the user may decide',
    );
    assert.equal(pendingOf(await call('GET', '/api/vacation/pending-number', cto)), 1);

    assert.equal(decidedOf(await decide(hr, id, 'approve')), 0, 'a double submit is idempotent');
    const second = await decide(admin, id, 'approve');
    assert.equal(second.statusCode, 403, 'admin decides the first level, not the second');
    assert.match(second.json().message, /waits for approval level 2, decided by cto/);

    assert.equal(decidedOf(await decide(cto, id, 'approve')), 1);
    const approved = await rowOf(id);
    assert.equal(approved.status, 'Approved');
    assert.equal(levelsOf(approved).waitingFor, null);
    assert.deepEqual(
      levelsOf(approved).decisions.map((decision) => [
        decision.level,
        decision.decision,
        decision.decidedBy.name,
        typeof decision.decidedAt,
      ]),
      [
        [1, 'approve', 'Sofia Almeida', 'string'],
        [2, 'approve', 'Miguel Santos', 'string'],
      ],
    );
    assert.equal(
      (
        await mailsTo(
          'employee@example.com',
          'your vacation of 14/12/2026 to 15/12/2026 was approved',
        )
      ).length,
      1,
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'approval.approve')));
    assert.equal(audit.length, 2, 'one audit row per level');
  });

  it('sends it back with the reason when the second level rejects, and starts anew once sent again', async () => {
    const id = await sentRequest('2026-12-21', '2026-12-22');
    bodyOf(await decide(hr, id, 'approve'));
    const missing = await decide(cto, id, 'reject');
    assert.equal(missing.statusCode, 400, 'a rejection needs its reason');
    bodyOf(await decide(cto, id, 'reject', 'Budget closed'));
    const rejected = await rowOf(id);
    assert.deepEqual([rejected.status, rejected.rejectionReason], ['Rejected', 'Budget closed']);
    assert.deepEqual(
      levelsOf(rejected).decisions.map((decision) => [
        decision.level,
        decision.decision,
        decision.reason,
      ]),
      [
        [1, 'approve', null],
        [2, 'reject', 'Budget closed'],
      ],
    );
    const [mail] = await mailsTo('employee@example.com', 'your vacation of 21/12/2026');
    assert.match(mail?.text ?? '', /Rejection reason: Budget closed/);

    bodyOf(await call('PUT', '/api/vacation/send-to-approval', ana, { id }));
    const again = await rowOf(id);
    assert.deepEqual(
      levelsOf(again),
      { count: 2, waitingFor: 1, decisions: [] },
      'a new round: the first level decides again',
    );
  });

  it('rejects at the first level without waiting for the second', async () => {
    const id = await sentRequest('2026-12-28', '2026-12-28');
    bodyOf(await decide(admin, id, 'reject', 'Release week'));
    const row = await rowOf(id);
    assert.deepEqual([row.status, levelsOf(row).waitingFor], ['Rejected', null]);
    assert.equal(
      (await mailsTo('cto@example.com', 'second level')).length,
      2,
      'asked only by the two first-level approvals above',
    );
  });
});

import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { type AuditTrailPage, auditTrailPageSchema } from '@quadro/contract/audit-trail';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';

const LIST = '/api/audit-trail';
const EXPORT = '/api/audit-trail/export';
/** Years ahead of any entry the app writes, so these are the newest. */
const at = (iso: string) => new Date(iso);

describe('/api/audit-trail: the administrator reads who changed what', () => {
  let t: TestApp;
  let admin: AuthHeaders;
  let hrId: string;
  let employeeId: string;
  const { call } = routeClient(() => t);
  const list = async (query: Record<string, string>): Promise<AuditTrailPage> =>
    auditTrailPageSchema.parse(
      bodyOf(await call('GET', `${LIST}?${new URLSearchParams(query)}`, admin)),
    );
  const ids = (page: AuditTrailPage) => page.items.map((item) => item.entityId);

  before(async () => {
    t = await createTestApp();
    admin = await t.authAs('admin@example.com');
    hrId = await t.personId('hr@example.com');
    employeeId = await t.personId('employee@example.com');
    await t.database.db.insert(auditLog).values([
      {
        actorId: hrId,
        action: 'thing.update',
        entityType: 'things',
        entityId: 'thing-1',
        before: { days: 3, period: { from: '2031-08-03', to: '2031-08-05' } },
        after: { days: 5, period: { from: '2031-08-03', to: '2031-08-07' } },
        requestId: 'req-1',
        // 00:30 on 11 July in Lisbon: a company day later than its UTC date.
        createdAt: at('2031-07-10T23:30:00Z'),
      },
      {
        actorId: employeeId,
        action: 'thing.create',
        entityType: 'things',
        entityId: 'thing-2',
        after: { name: '=SUM(A1)', note: 'a, "quoted" note' },
        createdAt: at('2031-07-10T22:30:00Z'),
      },
      {
        actorId: null,
        action: 'job.close-month',
        entityType: 'other_things',
        entityId: 'thing-3',
        createdAt: at('2031-07-09T12:00:00Z'),
      },
    ]);
  });
  after(() => t.close());

  it('refuses everybody but the administrator, the export too', async () => {
    for (const email of ['hr@example.com', 'employee@example.com', 'cto@example.com']) {
      const headers = await t.authAs(email);
      assert.equal((await call('GET', LIST, headers)).statusCode, 403, email);
      assert.equal((await call('GET', EXPORT, headers)).statusCode, 403, email);
    }
  });

  it('lists the newest first, with the actor named and the before/after field by field', async () => {
    const page = await list({ pageSize: '3' });
    assert.deepEqual(ids(page), ['thing-1', 'thing-2', 'thing-3']);
    assert.deepEqual(page.items[0], {
      id: page.items[0]?.id,
      at: '2031-07-10T23:30:00.000000Z',
      actor: { id: hrId, name: page.items[0]?.actor?.name },
      action: 'thing.update',
      entityType: 'things',
      entityId: 'thing-1',
      changes: [
        { field: 'days', before: '3', after: '5' },
        { field: 'period.to', before: '2031-08-05', after: '2031-08-07' },
      ],
      requestId: 'req-1',
    });
    assert.match(page.items[0]?.actor?.name ?? '', /\S/);
    assert.equal(page.items[2]?.actor, null);
  });

  it('filters by actor, record kind, record, action and company days', async () => {
    assert.deepEqual(ids(await list({ actorId: employeeId, entityType: 'things' })), ['thing-2']);
    assert.deepEqual(ids(await list({ entityType: 'things' })), ['thing-1', 'thing-2']);
    assert.deepEqual(ids(await list({ entityType: 'things', entityId: 'thing-1' })), ['thing-1']);
    assert.deepEqual(ids(await list({ action: 'job.close-month' })), ['thing-3']);
    assert.deepEqual(ids(await list({ from: '2031-07-11', to: '2031-07-11' })), ['thing-1']);
    assert.deepEqual(ids(await list({ from: '2031-07-09', to: '2031-07-10' })), [
      'thing-2',
      'thing-3',
    ]);
    assert.deepEqual(ids(await list({ entityType: 'things', from: '', actorId: '' })), [
      'thing-1',
      'thing-2',
    ]);
  });

  it('pages on with the cursor it answers, and refuses one it did not', async () => {
    const first = await list({ entityType: 'things', pageSize: '1' });
    assert.deepEqual(ids(first), ['thing-1']);
    assert.ok(first.next);
    const second = await list({ entityType: 'things', pageSize: '1', after: first.next });
    assert.deepEqual(ids(second), ['thing-2']);
    assert.equal(second.next, null);
    const forged = await call('GET', `${LIST}?after=${randomUUID()}`, admin);
    assert.deepEqual(fieldsOf(forged), ['after']);
  });

  it('refuses an unknown actor id shape and a range that ends before it starts', async () => {
    const response = await call(
      'GET',
      `${LIST}?actorId=nobody&from=2031-07-11&to=2031-07-10`,
      admin,
    );
    assert.deepEqual(fieldsOf(response), ['actorId', 'to']);
  });

  it('exports the filtered entries as CSV, an entry’s changes in one quoted cell', async () => {
    const response = await call('GET', `${EXPORT}?entityType=things&format=csv`, admin);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.match(
      String(response.headers['content-disposition']),
      /audit-trail-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    assert.equal(lines[0], 'Time,Actor,Action,Record kind,Record,Changes,Request');
    assert.match(
      lines[1] ?? '',
      /^2031-07-11 00:30:00,[^,]+,thing\.update,things,thing-1,"days: 3 → 5\nperiod\.to: 2031-08-05 → 2031-08-07",req-1$/,
    );
    assert.match(
      lines[2] ?? '',
      /^2031-07-10 23:30:00,[^,]+,thing\.create,things,thing-2,"name: — → =SUM\(A1\)\nnote: — → a, ""quoted"" note",$/,
    );
    assert.equal(lines[3], '');
    assert.equal(lines.length, 4);
  });

  it('exports the filtered entries as XLSX', async () => {
    const response = await call('GET', `${EXPORT}?entityType=things&format=xlsx`, admin);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      response.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    assert.equal(response.rawPayload.subarray(0, 2).toString(), 'PK');
  });
});

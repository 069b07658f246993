import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  manageSalaryReceiptsPageSchema,
  mySalaryReceiptsSchema,
  SALARY_RECEIPT_MESSAGES,
  salaryReceiptResultSchema,
} from '@quadro/contract/salary-receipts';
import { and, eq } from 'drizzle-orm';
import {
  type AuthHeaders,
  fieldsOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type FormPart, pdf, png, protectedPdf } from '../../../test/upload-fixtures.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { createTestClock } from '../../platform/context/clock.ts';

const receiptPdf = (marker: string) => Buffer.concat([pdf(), Buffer.from(`% receipt ${marker}\n`)]);

describe('/api/salary-receipts', () => {
  let t: TestApp;
  const { call, upload, mailsTo } = routeClient(() => t);
  let ana: AuthHeaders;
  let joao: AuthHeaders;
  let finance: AuthHeaders;
  let admin: AuthHeaders;
  let anaId: string;
  let october: string;
  const add = (entries: Array<[string, FormPart]>, headers: AuthHeaders = finance) =>
    upload('POST', '/api/salary-receipts', headers, entries);
  const resultOf = (response: InjectResponse, status = 200) => {
    assert.equal(response.statusCode, status, response.body);
    return salaryReceiptResultSchema.parse(response.json());
  };
  const file = (marker: string) => ({
    name: `${marker}.pdf`,
    type: 'application/pdf',
    content: receiptPdf(marker),
  });
  const mine = async (year = 2026) =>
    mySalaryReceiptsSchema.parse(
      (await call('GET', `/api/salary-receipts/mine?year=${year}`, ana)).json(),
    );
  const decide = (headers: AuthHeaders, body: object) =>
    call('PUT', '/api/salary-receipts/approval', headers, body);

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock('2026-11-10T10:00:00Z') });
    ana = await t.authAs('employee@example.com');
    joao = await t.authAs('joao.pereira@example.com');
    finance = await t.authAs('financial@example.com');
    admin = await t.authAs('admin@example.com');
    anaId = await t.personId('employee@example.com');
  });
  after(() => t.close());

  it("adds an employee's receipt of a month, once per kind, from a multipart body", async () => {
    const added = resultOf(
      await add([
        ['file', file('ana-2026-10')],
        ['employeeId', anaId],
        ['year', '2026'],
        ['month', '9'],
      ]),
      201,
    );
    october = added.receipt.id;
    assert.equal(added.message, 'Data has been saved');
    assert.deepEqual(
      [added.receipt.employee.name, added.receipt.year, added.receipt.month, added.receipt.kind],
      ['Ana Ferreira', 2026, 9, 'salary'],
    );
    assert.equal(added.receipt.status, 'PendingSubmission');
    const again = await add([
      ['employeeId', anaId],
      ['year', '2026'],
      ['month', '9'],
      ['file', file('twice')],
    ]);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(fieldsOf(again), ['kind']);
    assert.equal(
      again.json().message,
      'This employee already has a salary receipt for September 2026',
    );
  });

  it('refuses what is not a readable PDF, naming the field, and keeps nothing', async () => {
    const base: Array<[string, FormPart]> = [
      ['employeeId', anaId],
      ['year', '2026'],
      ['month', '8'],
    ];
    const text = await add([
      ...base,
      ['file', { name: 'receipt.pdf', type: 'application/pdf', content: Buffer.from('not a pdf') }],
    ]);
    assert.equal(text.statusCode, 415);
    assert.deepEqual(
      [fieldsOf(text), text.json().message],
      [['file'], 'The receipt must be a PDF'],
    );
    const picture = await add([
      ...base,
      ['file', { name: 'r.png', type: 'image/png', content: png() }],
    ]);
    assert.equal(picture.statusCode, 415);
    const locked = await add([
      ...base,
      ['file', { name: 'locked.pdf', type: 'application/pdf', content: protectedPdf() }],
    ]);
    assert.equal(locked.statusCode, 400);
    assert.deepEqual(
      [fieldsOf(locked), locked.json().message],
      [['file'], SALARY_RECEIPT_MESSAGES.protectedPdf],
    );
    const noFile = await add(base);
    assert.deepEqual([noFile.statusCode, fieldsOf(noFile)], [400, ['file']]);
    const badMonth = await add([
      ['employeeId', anaId],
      ['year', '2026'],
      ['month', '13'],
      ['file', file('m')],
    ]);
    assert.deepEqual([badMonth.statusCode, fieldsOf(badMonth)], [400, ['month']]);
    const hrId = await t.personId('hr@example.com');
    const notEmployee = await add([
      ['employeeId', hrId],
      ['year', '2026'],
      ['month', '8'],
      ['file', file('hr')],
    ]);
    assert.deepEqual([notEmployee.statusCode, fieldsOf(notEmployee)], [400, ['employeeId']]);
    const list = manageSalaryReceiptsPageSchema.parse(
      (await call('GET', '/api/salary-receipts?year=2026&month=8', finance)).json(),
    );
    assert.equal(list.total, 0);
    assert.equal((await add(base, ana)).statusCode, 403);
    assert.equal((await call('GET', '/api/salary-receipts', ana)).statusCode, 403);
  });

  it('fixes the month and replaces the PDF before sending; the employee sees nothing yet', async () => {
    const fixed = resultOf(
      await upload('PUT', `/api/salary-receipts/${october}`, finance, [
        ['month', '10'],
        ['file', file('ana-2026-10-fixed')],
      ]),
    );
    assert.equal(fixed.message, 'Data has been updated');
    assert.equal(fixed.receipt.month, 10);
    assert.deepEqual((await mine()).items, []);
    assert.equal((await call('GET', `/api/salary-receipts/${october}/file`, ana)).statusCode, 404);
    const missing = (
      await call('GET', '/api/salary-receipts/missing?year=2026&month=10', finance)
    ).json();
    assert.ok(!missing.employees.some((person: { id: string }) => person.id === anaId));
    assert.ok(missing.employees.length > 0);
  });

  it('sends once, and the sender can never approve what they sent (four eyes)', async () => {
    const sent = await call('PUT', '/api/salary-receipts/send-to-approval', finance, {
      ids: [october],
    });
    assert.deepEqual(sent.json(), { message: 'The receipt was sent to approval.', sent: 1 });
    const twice = await call('PUT', '/api/salary-receipts/send-to-approval', finance, {
      ids: [october],
    });
    assert.equal(twice.json().sent, 0);
    assert.equal((await mailsTo('admin@example.com', 'A salary receipt waits')).length, 1);
    assert.equal((await mailsTo('financial@example.com', 'waits')).length, 0);
    assert.equal((await call('GET', '/api/salary-receipts/pending-number', admin)).json(), 1);
    const own = await decide(finance, { id: october, decision: 'approve' });
    assert.equal(own.statusCode, 403);
    const locked = await upload('PUT', `/api/salary-receipts/${october}`, finance, [
      ['month', '11'],
    ]);
    assert.equal(locked.statusCode, 409);
  });

  it('approving publishes it: the employee is told by a link, opens it once new, and nobody else can', async () => {
    const approved = resultOf(await decide(admin, { id: october, decision: 'approve' }));
    assert.equal(approved.receipt.status, 'Approved');
    const [mail, ...more] = await mailsTo('employee@example.com', 'salary receipt');
    assert.deepEqual(more, []);
    assert.match(mail?.text ?? '', /Your salary receipt for October 2026 is available\./);
    assert.match(mail?.text ?? '', /\/app\/salary-receipts\?year=2026/);
    assert.doesNotMatch(mail?.text ?? '', /€|\.pdf/);

    const [item] = (await mine()).items;
    assert.deepEqual([item?.month, item?.kind, item?.isNew], [10, 'salary', true]);
    const opened = await call('GET', `/api/salary-receipts/${october}/file`, ana);
    assert.equal(opened.statusCode, 200);
    assert.equal(opened.headers['cache-control'], 'no-store');
    assert.equal(opened.headers['content-type'], 'application/pdf');
    assert.deepEqual(opened.rawPayload, receiptPdf('ana-2026-10-fixed'));
    assert.equal((await mine()).items[0]?.isNew, false);
    assert.equal((await call('GET', `/api/salary-receipts/${october}/file`, joao)).statusCode, 404);

    const read = await call('GET', `/api/salary-receipts/${october}/file`, finance);
    assert.equal(read.statusCode, 200);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'salary-receipt.read'), eq(auditLog.entityId, october)));
    assert.equal(audited.length, 1);

    const edit = await upload('PUT', `/api/salary-receipts/${october}`, finance, [['month', '9']]);
    assert.equal(edit.statusCode, 409);
    const removal = await call('DELETE', `/api/salary-receipts/${october}`, finance);
    assert.deepEqual(
      [removal.statusCode, removal.json().message],
      [409, SALARY_RECEIPT_MESSAGES.publishedNotRemovable],
    );
  });

  it('a published correction shows in place of the salary receipt', async () => {
    const correction = resultOf(
      await add([
        ['employeeId', anaId],
        ['year', '2026'],
        ['month', '10'],
        ['kind', 'correction'],
        ['file', file('ana-2026-10-correction')],
      ]),
      201,
    ).receipt.id;
    await call('PUT', '/api/salary-receipts/send-to-approval', admin, { ids: [correction] });
    resultOf(await decide(finance, { id: correction, decision: 'approve' }));
    const items = (await mine()).items;
    assert.deepEqual(
      items.map((entry) => [entry.id, entry.kind]),
      [[correction, 'correction']],
    );
    assert.deepEqual((await mine()).years, [2026]);
  });

  it('a rejection needs a reason, reaches the sender, and the receipt is fixed or removed', async () => {
    const november = resultOf(
      await add([
        ['employeeId', anaId],
        ['year', '2026'],
        ['month', '11'],
        ['file', file('ana-2026-11')],
      ]),
      201,
    ).receipt.id;
    await call('PUT', '/api/salary-receipts/send-to-approval', finance, { ids: [november] });
    const noReason = await decide(admin, { id: november, decision: 'reject' });
    assert.deepEqual([noReason.statusCode, fieldsOf(noReason)], [400, ['reason']]);
    const rejected = resultOf(
      await decide(admin, { id: november, decision: 'reject', reason: 'Wrong base salary' }),
    );
    assert.deepEqual(
      [rejected.receipt.status, rejected.receipt.rejectionReason],
      ['Rejected', 'Wrong base salary'],
    );
    const [told] = await mailsTo('financial@example.com', 'was rejected');
    assert.match(told?.text ?? '', /Rejection reason: Wrong base salary/);
    resultOf(
      await upload('PUT', `/api/salary-receipts/${november}`, finance, [['file', file('again')]]),
    );
    const removed = await call('DELETE', `/api/salary-receipts/${november}`, finance);
    assert.equal(removed.json().message, 'Item has been removed');
    assert.equal(
      (await call('DELETE', `/api/salary-receipts/${november}`, finance)).statusCode,
      404,
    );
  });

  it('nobody decides their own receipt, whoever sent it', async () => {
    const nunoId = await t.personId('nuno.soares@example.com');
    const nuno = await t.authAs('nuno.soares@example.com');
    const own = resultOf(
      await add([
        ['employeeId', nunoId],
        ['year', '2026'],
        ['month', '10'],
        ['file', file('nuno')],
      ]),
      201,
    ).receipt.id;
    await call('PUT', '/api/salary-receipts/send-to-approval', admin, { ids: [own] });
    assert.equal((await decide(nuno, { id: own, decision: 'approve' })).statusCode, 403);
    const filtered = manageSalaryReceiptsPageSchema.parse(
      (
        await call(
          'GET',
          '/api/salary-receipts?year=2026&status=PendingApproval&search=nuno',
          finance,
        )
      ).json(),
    );
    assert.deepEqual(
      filtered.items.map((item) => item.id),
      [own],
    );
    const unknown = await call('PUT', '/api/salary-receipts/send-to-approval', finance, {
      ids: [own, '00000000-0000-4000-8000-000000000000'],
    });
    assert.equal(unknown.statusCode, 404);
  });

  it("finance's table lists the waiting first, then the newest month, and counts what it filters", async () => {
    const page = async (query: string) =>
      manageSalaryReceiptsPageSchema.parse(
        (await call('GET', `/api/salary-receipts?year=2026&${query}`, finance)).json(),
      );
    const all = await page('pageSize=100');
    assert.ok(all.items.some((item) => item.status === 'PendingApproval'));
    assert.ok(all.items.some((item) => item.status !== 'PendingApproval'));
    const order = all.items.map((item) => [item.status === 'PendingApproval' ? 0 : 1, -item.month]);
    assert.deepEqual(
      order,
      [...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    );
    assert.equal(all.total, all.items.length);
    const first = await page('pageSize=2');
    assert.equal(first.total, all.total);
    assert.deepEqual(
      first.items.map((item) => item.id),
      all.items.slice(0, 2).map((item) => item.id),
    );
    const name = all.items[0]?.employee.name ?? '';
    const searched = await page(`pageSize=100&search=${encodeURIComponent(name)}`);
    assert.equal(searched.total, all.items.filter((item) => item.employee.name === name).length);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  TRAVEL_PASS_MESSAGES,
  travelPassPageSchema,
  travelPassResultSchema,
  travelPassTotalsSchema,
} from '@quadro/contract/travel-passes';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import {
  type AuthHeaders,
  fieldsOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  type FormPart,
  formDataBody,
  htmlAfterPdfMagic,
  pdf,
  png,
  textPdf,
} from '../../../test/upload-fixtures.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { travelPassBlockCodes, travelPasses } from './travel-passes.schema.ts';

describe('/api/travel-pass', () => {
  let t: TestApp;
  const { call, mailsTo } = routeClient(() => t);
  let ana: AuthHeaders;
  let trainee: AuthHeaders;
  let finance: AuthHeaders;
  let anaPass: string;
  const save = async (headers: AuthHeaders, entries: Array<[string, FormPart]>) => {
    const body = await formDataBody(entries);
    return t.app.inject({
      method: 'PUT',
      url: '/api/travel-pass/',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const resultOf = (response: InjectResponse, status = 200) => {
    assert.equal(response.statusCode, status, response.body);
    return travelPassResultSchema.parse(response.json());
  };
  const receipt = { name: 'receipt.pdf', type: 'application/pdf', content: pdf() };

  before(async () => {
    // Tuesday 10 November 2026, in Lisbon.
    t = await createTestApp({}, { clock: createTestClock('2026-11-10T10:00:00Z') });
    ana = await t.authAs('employee@example.com');
    trainee = await t.authAs('trainee@example.com');
    finance = await t.authAs('financial@example.com');
  });
  after(() => t.close());

  it("adds this month's pass once, for employees and trainees alike", async () => {
    const empty = travelPassPageSchema.parse((await call('GET', '/api/travel-pass', ana)).json());
    assert.deepEqual([empty.items, empty.total, empty.page, empty.pageSize], [[], 0, 1, 10]);
    const added = resultOf(await call('POST', '/api/travel-pass', ana), 201);
    assert.equal(added.message, 'The travel pass of this month was added with success.');
    assert.deepEqual(
      [
        added.travelPass.month,
        added.travelPass.status,
        added.travelPass.value,
        added.travelPass.attachment,
      ],
      ['2026-11', 'PendingSubmission', null, null],
    );
    anaPass = added.travelPass.id;
    const again = await call('POST', '/api/travel-pass', ana);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(fieldsOf(again), ['month']);
    assert.equal(
      resultOf(await call('POST', '/api/travel-pass', trainee), 201).travelPass.month,
      '2026-11',
    );
    assert.equal((await call('POST', '/api/travel-pass', finance)).statusCode, 403);
  });

  it('saves the value and a PDF receipt from a multipart body, in any order', async () => {
    const saved = resultOf(
      await save(ana, [
        ['id', anaPass],
        ['attachment', receipt],
        ['value', '35,5'],
      ]),
    );
    assert.equal(saved.message, 'The travel pass of this month was save with success.');
    assert.equal(saved.travelPass.value, '35.50');
    assert.equal(saved.travelPass.attachment, `/api/travel-pass/${anaPass}/attachment`);
    const file = await call('GET', `/api/travel-pass/${anaPass}/attachment`, ana);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal(
      (await call('GET', `/api/travel-pass/${anaPass}/attachment`, finance)).statusCode,
      200,
    );
    assert.equal(
      (await call('GET', `/api/travel-pass/${anaPass}/attachment`, trainee)).statusCode,
      404,
    );
  });

  it('refuses bad values and files naming the field, and keeps the pass as it was', async () => {
    const whole = await textPdf(['Passe Navegante, novembro']);
    const truncatedPdf = whole.subarray(0, Math.floor(whole.length / 2));
    const cases: Array<[Array<[string, FormPart]>, number, string]> = [
      [
        [
          ['id', anaPass],
          ['value', '-1'],
        ],
        400,
        'value',
      ],
      [
        [
          ['id', anaPass],
          ['value', '12.345'],
        ],
        400,
        'value',
      ],
      [
        [
          ['id', anaPass],
          ['value', '150.01'],
        ],
        400,
        'value',
      ],
      [
        [
          ['id', anaPass],
          ['attachment', { name: 'a.txt', type: 'text/plain', content: Buffer.from('hello') }],
        ],
        415,
        'attachment',
      ],
      [
        [
          ['id', anaPass],
          [
            'attachment',
            { name: 'web.pdf', type: 'application/pdf', content: htmlAfterPdfMagic() },
          ],
        ],
        415,
        'attachment',
      ],
      [
        [
          ['id', anaPass],
          ['attachment', { name: 'cut.pdf', type: 'application/pdf', content: truncatedPdf }],
        ],
        415,
        'attachment',
      ],
      [
        [
          ['id', anaPass],
          ['attachment', { name: 'cut.png', type: 'image/png', content: png().subarray(0, 40) }],
        ],
        415,
        'attachment',
      ],
      [[['value', '10']], 400, 'id'],
    ];
    for (const [entries, status, field] of cases) {
      const response = await save(ana, entries);
      assert.equal(response.statusCode, status, response.body);
      assert.deepEqual(fieldsOf(response), [field], response.body);
    }
    const overCap = await save(ana, [
      ['id', anaPass],
      ['value', '150.01'],
    ]);
    assert.equal(overCap.json().message, 'At most 150.00 € a month');
    const list = travelPassPageSchema.parse((await call('GET', '/api/travel-pass', ana)).json());
    assert.equal(list.items[0]?.value, '35.50');
  });

  it("answers 404 for another person's pass on every call", async () => {
    const other = await save(trainee, [
      ['id', anaPass],
      ['value', '10'],
      ['attachment', receipt],
    ]);
    assert.equal(other.statusCode, 404);
    assert.equal(
      (await call('PUT', '/api/travel-pass/send-to-approval', trainee, { id: anaPass })).statusCode,
      404,
    );
    assert.equal((await call('DELETE', `/api/travel-pass/${anaPass}`, trainee)).statusCode, 404);
  });

  it('sends only with a value above zero and a receipt', async () => {
    const traineePass = travelPassPageSchema.parse(
      (await call('GET', '/api/travel-pass', trainee)).json(),
    ).items[0]?.id as string;
    const noValue = await call('PUT', '/api/travel-pass/send-to-approval', trainee, {
      id: traineePass,
    });
    assert.equal(noValue.statusCode, 400);
    assert.deepEqual(fieldsOf(noValue), ['value']);
    resultOf(
      await save(trainee, [
        ['id', traineePass],
        ['value', '20'],
      ]),
    );
    const noReceipt = await call('PUT', '/api/travel-pass/send-to-approval', trainee, {
      id: traineePass,
    });
    assert.equal(noReceipt.statusCode, 400);
    assert.deepEqual(fieldsOf(noReceipt), ['attachment']);
    const removed = await call('DELETE', `/api/travel-pass/${traineePass}`, trainee);
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'The travel pass was removed with success.');

    const sent = resultOf(
      await call('PUT', '/api/travel-pass/send-to-approval', ana, { id: anaPass }),
    );
    assert.equal(sent.message, 'The travel pass of this month was send to approval.');
    assert.equal(sent.travelPass.status, 'PendingApproval');
    const again = resultOf(
      await call('PUT', '/api/travel-pass/send-to-approval', ana, { id: anaPass }),
    );
    assert.equal(again.travelPass.status, 'PendingApproval');
    const [financeMail, ...twice] = await mailsTo('financial@example.com', 'sent the travel pass');
    assert.deepEqual(twice, [], 'a double send mails finance once');
    assert.match(financeMail?.text ?? '', /Ana Ferreira sent the travel pass of November 2026/);
    assert.match(financeMail?.text ?? '', /\/app\/manage-travel-pass\?month=2026-11/);
    const locked = await save(ana, [
      ['id', anaPass],
      ['value', '30'],
    ]);
    assert.equal(locked.statusCode, 409);
    assert.equal((await call('GET', '/api/travel-pass/pending-number', finance)).json(), 1);
  });

  it('finance rejects with a reason, the holder fixes and resends, finance approves', async () => {
    const decide = (body: object) => call('PUT', '/api/travel-pass/approval', finance, body);
    const noReason = await decide({ id: anaPass, decision: 'reject' });
    assert.equal(noReason.statusCode, 400);
    assert.deepEqual(fieldsOf(noReason), ['reason']);
    const rejected = resultOf(
      await decide({ id: anaPass, decision: 'reject', reason: 'Wrong month' }),
    );
    assert.deepEqual(
      [rejected.travelPass.status, rejected.travelPass.rejectionReason],
      ['Rejected', 'Wrong month'],
    );
    const [rejection] = await mailsTo('employee@example.com', 'November 2026 was rejected');
    assert.match(rejection?.text ?? '', /Rejection reason: Wrong month/);
    resultOf(
      await save(ana, [
        ['id', anaPass],
        ['value', '40'],
      ]),
    );
    resultOf(await call('PUT', '/api/travel-pass/send-to-approval', ana, { id: anaPass }));
    const wrongWord = await decide({ id: anaPass, status: 'Maybe' });
    assert.equal(wrongWord.statusCode, 400);
    // The spec does not show the body: other clients' wording of the decision is understood too.
    const approved = resultOf(await decide({ id: anaPass, status: 'Approved' }));
    assert.equal(approved.travelPass.status, 'Approved');
    resultOf(await decide({ id: anaPass, status: 'Approved' }));
    assert.equal((await mailsTo('employee@example.com', 'November 2026 was approved')).length, 1);
    const removal = await call('DELETE', `/api/travel-pass/${anaPass}`, ana);
    assert.equal(removal.statusCode, 409);
    const month = (await call('GET', '/api/travel-pass/manage?month=2026-11', finance)).json();
    assert.deepEqual([month.total, month.approvedTotal], [1, '40.00']);
  });

  it("streams the month's approved receipts as one zip, named by employee and month", async () => {
    const zip = await call('GET', '/api/travel-pass/zip-download?month=2026-11', finance);
    assert.equal(zip.statusCode, 200, zip.body);
    assert.equal(zip.headers['content-type'], 'application/zip');
    assert.match(zip.headers['content-disposition'] as string, /travel-passes-2026-11\.zip/);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    assert.deepEqual(Object.keys(files), ['Ana Ferreira 2026-11.pdf']);
    assert.deepEqual(Buffer.from(files['Ana Ferreira 2026-11.pdf'] as Uint8Array), pdf());
    const empty = await call('GET', '/api/travel-pass/zip-download?month=2026-10', finance);
    assert.deepEqual(Object.keys(unzipSync(new Uint8Array(empty.rawPayload))), []);
    assert.equal((await call('GET', '/api/travel-pass/zip-download', ana)).statusCode, 403);
  });

  it("refuses finance's month and its zip outside 1900-01 to 2100-12 with a 400 naming the month", async () => {
    for (const month of ['0000-01', '1899-12', '2101-01', '9999-12']) {
      for (const path of ['/api/travel-pass/manage', '/api/travel-pass/zip-download']) {
        const response = await call('GET', `${path}?month=${month}`, finance);
        assert.equal(response.statusCode, 400, `${path}?month=${month}: ${response.body}`);
        assert.deepEqual(fieldsOf(response), ['month']);
        assert.equal(response.json().message, 'month: Year must be between 1900 and 2100');
      }
    }
    for (const month of ['1900-01', '2100-12']) {
      for (const path of ['/api/travel-pass/manage', '/api/travel-pass/zip-download']) {
        const response = await call('GET', `${path}?month=${month}`, finance);
        assert.equal(response.statusCode, 200, `${path}?month=${month}: ${response.body}`);
      }
    }
  });

  it("totals a year's approved passes per employee and month, and exports them", async () => {
    const traineeId = await t.personId('trainee@example.com');
    await t.database.db.insert(travelPasses).values([
      { employeeId: traineeId, month: '2026-09-01', value: '25.50', status: 'Approved' },
      { employeeId: traineeId, month: '2026-10-01', value: '99.00', status: 'PendingApproval' },
      { employeeId: traineeId, month: '2025-12-01', value: '20.00', status: 'Approved' },
    ]);
    const totals = travelPassTotalsSchema.parse(
      (await call('GET', '/api/travel-pass/totals', finance)).json(),
    );
    assert.equal(totals.year, 2026);
    assert.equal(totals.company.total, '65.50');
    assert.deepEqual(
      [totals.company.months[8], totals.company.months[9], totals.company.months[10]],
      ['25.50', '0.00', '40.00'],
    );
    const byId = new Map(totals.items.map((row) => [row.employee.id, row]));
    assert.equal(totals.total, 2);
    assert.deepEqual(byId.get(traineeId)?.months.slice(8, 11), ['25.50', null, null]);
    assert.equal(byId.get(traineeId)?.total, '25.50');
    assert.equal(byId.get(await t.personId('employee@example.com'))?.total, '40.00');

    const found = travelPassTotalsSchema.parse(
      (
        await call('GET', '/api/travel-pass/totals?year=2026&search=ferr&pageSize=1', finance)
      ).json(),
    );
    assert.deepEqual(
      [found.total, found.items.map((row) => row.employee.name), found.company.total],
      [1, ['Ana Ferreira'], '65.50'],
    );
    const lastYear = (await call('GET', '/api/travel-pass/totals?year=2025', finance)).json();
    assert.equal(lastYear.company.total, '20.00');

    const csv = await call('GET', '/api/travel-pass/totals/export?year=2026&format=csv', finance);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(csv.headers['content-disposition'] as string, /travel-passes-2026\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(
      lines[0],
      'Employee,January,February,March,April,May,June,July,August,September,October,November,December,Total',
    );
    assert.equal(
      lines.at(-1),
      'Company,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,25.50,0.00,40.00,0.00,65.50',
    );
    assert.ok(lines.includes('Ana Ferreira,,,,,,,,,,,40.00,,40.00'), lines.join('\n'));
    const xlsx = await call('GET', '/api/travel-pass/totals/export?format=xlsx', finance);
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');

    assert.equal((await call('GET', '/api/travel-pass/totals', ana)).statusCode, 403);
    assert.equal((await call('GET', '/api/travel-pass/totals/export', ana)).statusCode, 403);
    const badYear = await call('GET', '/api/travel-pass/totals?year=26x', finance);
    assert.equal(badYear.statusCode, 400);
    assert.deepEqual(fieldsOf(badYear), ['year']);
    await t.database.db.delete(travelPasses).where(eq(travelPasses.employeeId, traineeId));
  });

  it('never lets finance decide their own pass', async () => {
    const nuno = await t.authAs('nuno.soares@example.com');
    const own = resultOf(await call('POST', '/api/travel-pass', nuno), 201).travelPass.id;
    resultOf(
      await save(nuno, [
        ['id', own],
        ['value', '30'],
        ['attachment', receipt],
      ]),
    );
    resultOf(await call('PUT', '/api/travel-pass/send-to-approval', nuno, { id: own }));
    const response = await call('PUT', '/api/travel-pass/approval', nuno, {
      id: own,
      decision: 'approve',
    });
    assert.equal(response.statusCode, 403);
  });

  it('filters the list by month, state or value', async () => {
    const page = async (filter: string) =>
      travelPassPageSchema.parse(
        (await call('GET', `/api/travel-pass?filter=${filter}`, ana)).json(),
      ).total;
    assert.equal(await page('november'), 1);
    assert.equal(await page('2026-11'), 1);
    assert.equal(await page('approved'), 1);
    assert.equal(await page('october'), 0);
  });

  it("blocks this month's reminders from the app and from the e-mail's link", async () => {
    const blocked = await call('PUT', '/api/travel-pass/block-notification', ana);
    assert.equal(
      blocked.json().message,
      'You will not receive notifications by email about travel pass.',
    );
    assert.equal(
      travelPassPageSchema.parse((await call('GET', '/api/travel-pass', ana)).json()).monthBlocked,
      true,
    );

    const traineeId = await t.personId('trainee@example.com');
    await t.database.db.insert(travelPassBlockCodes).values([
      { code: 'good-code-0123456789abcdef', employeeId: traineeId, month: '2026-11-01' },
      { code: 'old-code-0123456789abcdef', employeeId: traineeId, month: '2026-10-01' },
    ]);
    const good = await t.app.inject({
      method: 'PUT',
      url: '/api/travel-pass/block-month?code=good-code-0123456789abcdef',
    });
    assert.equal(good.statusCode, 200);
    assert.equal(good.json().message, TRAVEL_PASS_MESSAGES.monthBlocked);
    assert.equal(
      travelPassPageSchema.parse((await call('GET', '/api/travel-pass', trainee)).json())
        .monthBlocked,
      true,
    );
    for (const code of ['old-code-0123456789abcdef', 'unknown-code']) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/travel-pass/block-month?code=${code}`,
      });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().message, 'This link is not valid or has expired.');
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  manageSalaryReceiptsPageSchema,
  SALARY_RECEIPT_BATCH_MESSAGES,
  salaryReceiptBatchSchema,
} from '@quadro/contract/salary-receipts';
import { eq } from 'drizzle-orm';
import type { AuthHeaders, InjectResponse } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { formDataBody, protectedPdf, textPdf } from '../../../test/upload-fixtures.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { files } from '../../platform/files/files.schema.ts';
import { readPdf } from '../../platform/files/pdf-document.ts';
import { users } from '../people/people.public.ts';

describe('/api/salary-receipts/batches', () => {
  let t: TestApp;
  let finance: AuthHeaders;
  let nif: (email: string) => Promise<string>;
  const batchOf = (response: InjectResponse, status = 200) => {
    assert.equal(response.statusCode, status, response.body);
    return salaryReceiptBatchSchema.parse(response.json());
  };
  const open = async (month: number) =>
    batchOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/salary-receipts/batches',
        headers: finance,
        payload: { year: 2025, month, kind: 'salary' },
      }),
      201,
    );
  const upload = async (
    batchId: string,
    name: string,
    content: Buffer,
    type = 'application/pdf',
  ) => {
    const body = await formDataBody([['file', { name, type, content }]]);
    return t.app.inject({
      method: 'POST',
      url: `/api/salary-receipts/batches/${batchId}/files`,
      headers: { ...finance, ...body.headers },
      payload: body.payload,
    });
  };
  const confirm = (batchId: string, items: { id: string; employeeId: string | null }[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/salary-receipts/batches/${batchId}/confirm`,
      headers: finance,
      payload: { items },
    });
  const summary = (batch: {
    items: Array<{
      employee: { name: string } | null;
      firstPage: number;
      lastPage: number;
      matchedBy: string | null;
    }>;
  }) =>
    batch.items.map((item) => [
      item.employee?.name ?? null,
      item.firstPage,
      item.lastPage,
      item.matchedBy,
    ]);

  before(async () => {
    t = await createTestApp({}, { clock: createTestClock('2026-11-10T10:00:00Z') });
    finance = await t.authAs('financial@example.com');
    nif = async (email) => {
      const [row] = await t.database.db
        .select({ taxNumber: users.taxNumber })
        .from(users)
        .where(eq(users.email, email));
      return row?.taxNumber as string;
    };
  });
  after(() => t.close());

  it("matches a payroll PDF's pages by NIF or name, one receipt per person's run of pages", async () => {
    const batch = await open(6);
    assert.deepEqual(batch.items, []);
    const payroll = await textPdf([
      `Recibo Junho 2025 - Ana Ferreira - NIF ${await nif('employee@example.com')} - 1/2`,
      `Recibo Junho 2025 - NIF ${await nif('employee@example.com')} - 2/2`,
      'Recibo Junho 2025 - Colaborador: JOAO PEREIRA',
      'Recibo Junho 2025 - a page of nobody',
    ]);
    const matched = batchOf(await upload(batch.id, 'payroll-2025-06.pdf', payroll));
    assert.deepEqual(summary(matched), [
      ['Ana Ferreira', 1, 2, 'nif'],
      ['João Pereira', 3, 3, 'name'],
      [null, 4, 4, null],
    ]);
    const file = await t.app.inject({ url: matched.items[0]?.file as string, headers: finance });
    assert.equal(file.headers['cache-control'], 'no-store');
    const { reading } = await readPdf(new Uint8Array(file.rawPayload), 10);
    assert.equal(reading.kind === 'readable' && reading.pageTexts.length, 2);

    const named = batchOf(
      await upload(batch.id, 'rita.correia@example.com.pdf', await textPdf(['Recibo'])),
    );
    assert.deepEqual(summary(named).at(-1), ['Rita Correia', 1, 1, 'file-name']);
  });

  it('refuses a file that is not a readable PDF, naming it, and keeps the rest of the batch', async () => {
    const batch = await open(7);
    batchOf(await upload(batch.id, 'ana.pdf', await textPdf(['Ana Ferreira'])));
    const text = await upload(batch.id, 'notes.pdf', Buffer.from('just text'));
    assert.equal(text.statusCode, 415);
    assert.equal(text.json().message, 'notes.pdf: The receipt must be a PDF');
    assert.deepEqual(
      text.json().fields.map((field: { field: string }) => field.field),
      ['file'],
    );
    const locked = await upload(batch.id, 'locked.pdf', protectedPdf());
    assert.equal(locked.statusCode, 400);
    assert.match(locked.json().message, /^locked\.pdf: The PDF is protected by a password/);
    const kept = batchOf(
      await t.app.inject({ url: `/api/salary-receipts/batches/${batch.id}`, headers: finance }),
    );
    assert.deepEqual(summary(kept), [['Ana Ferreira', 1, 1, 'name']]);
    assert.equal(
      (
        await t.app.inject({
          url: `/api/salary-receipts/batches/${batch.id}`,
          headers: await t.authAs('employee@example.com'),
        })
      ).statusCode,
      403,
    );
  });

  it('confirms every receipt at once, or none when one would be a second of the month', async () => {
    const batch = await open(8);
    const payroll = await textPdf([
      `NIF ${await nif('employee@example.com')}`,
      'Colaborador: João Pereira',
      'nobody',
      'Rui Lopes',
    ]);
    const preview = batchOf(await upload(batch.id, 'payroll.pdf', payroll));
    const [ana, joao, nobody, rui] = preview.items;
    const ritaId = await t.personId('rita.correia@example.com');
    const picks = [
      { id: nobody?.id as string, employeeId: ritaId },
      { id: rui?.id as string, employeeId: null },
    ];
    const confirmed = await confirm(batch.id, picks);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.deepEqual(confirmed.json(), { message: '3 receipts were added.', created: 3 });
    const month = manageSalaryReceiptsPageSchema.parse(
      (
        await t.app.inject({ url: '/api/salary-receipts?year=2025&month=8', headers: finance })
      ).json(),
    );
    assert.deepEqual(month.items.map((item) => [item.employee.name, item.status]).sort(), [
      ['Ana Ferreira', 'PendingSubmission'],
      ['João Pereira', 'PendingSubmission'],
      ['Rita Correia', 'PendingSubmission'],
    ]);
    assert.ok(ana && joao);
    assert.equal((await confirm(batch.id, [])).statusCode, 409);

    const again = await open(8);
    const second = batchOf(await upload(again.id, 'ana.pdf', await textPdf(['Ana Ferreira'])));
    assert.equal(second.items[0]?.duplicate, SALARY_RECEIPT_BATCH_MESSAGES.duplicate);
    const refused = await confirm(again.id, []);
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json().fields, [
      { field: 'items.0.employeeId', message: SALARY_RECEIPT_BATCH_MESSAGES.duplicate },
    ]);
    const leftOut = await confirm(again.id, [
      { id: second.items[0]?.id as string, employeeId: null },
    ]);
    assert.deepEqual(leftOut.json(), { message: '0 receipts were added.', created: 0 });
  });

  it('refuses a payroll file over the page limit in force at once, naming the limit, and keeps the batch as it was', async () => {
    const hr = await t.authAs('hr@example.com');
    const setLimit = (value: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/system-parameters/pdfMaxPages',
        headers: hr,
        payload: { value },
      });
    assert.equal((await setLimit(3)).statusCode, 200);
    try {
      const batch = await open(10);
      const refused = await upload(batch.id, 'long.pdf', await textPdf(['1', '2', '3', '4']));
      assert.equal(refused.statusCode, 413, refused.body);
      assert.match(
        refused.json().message,
        /^long\.pdf: The PDF has 4 pages; a PDF may have at most 3/,
      );
      assert.equal(refused.json().fields[0].field, 'file');
      const kept = batchOf(await upload(batch.id, 'short.pdf', await textPdf(['1', '2', '3'])));
      assert.equal(kept.items.length, 3);
    } finally {
      assert.equal((await setLimit(6000)).statusCode, 200);
    }
  });

  it('drops a batch of many receipts with every PDF in one go', async () => {
    const batch = await open(11);
    const pages = Array.from({ length: 60 }, (_, index) => `Página ${index + 1} de ninguém`);
    const filled = batchOf(await upload(batch.id, 'many.pdf', await textPdf(pages)));
    assert.equal(filled.items.length, 60);
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `/api/salary-receipts/batches/${batch.id}`,
      headers: finance,
    });
    assert.equal(dropped.statusCode, 200, dropped.body);
    for (const item of [filled.items[0], filled.items[59]]) {
      const file = await t.app.inject({ url: item?.file as string, headers: finance });
      assert.equal(file.statusCode, 404);
    }
    const left = await t.database.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.originalName, 'many.pdf'));
    assert.deepEqual(left, [], 'no row of its PDFs is left');
  });

  it('drops a batch with its PDFs', async () => {
    const batch = await open(9);
    const filled = batchOf(await upload(batch.id, 'ana.pdf', await textPdf(['Ana Ferreira'])));
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `/api/salary-receipts/batches/${batch.id}`,
      headers: finance,
    });
    assert.equal(dropped.json().message, 'Item has been removed');
    assert.equal(
      (await t.app.inject({ url: filled.items[0]?.file as string, headers: finance })).statusCode,
      404,
    );
  });
});

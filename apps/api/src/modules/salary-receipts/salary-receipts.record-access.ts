import { randomUUID } from 'node:crypto';
import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { formDataBody, pdf } from '../../../test/upload-fixtures.ts';

const OWNER = 'employee@example.com';
const COLLEAGUE = 'joao.pereira@example.com';

/** Ana's published salary receipt of January 2026: added by finance, approved by admin, once per app. */
async function anasPublishedReceipt(t: TestApp): Promise<string> {
  const finance = await t.authAs('financial@example.com');
  const listed = await t.app.inject({
    url: '/api/salary-receipts?year=2026&month=1&status=Approved&search=Ana Ferreira',
    headers: finance,
  });
  const existing = listed.json().items[0]?.id as string | undefined;
  if (existing) return existing;
  const body = await formDataBody([
    ['employeeId', await t.personId(OWNER)],
    ['year', '2026'],
    ['month', '1'],
    ['file', { name: 'receipt.pdf', type: 'application/pdf', content: pdf() }],
  ]);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/salary-receipts',
    headers: { ...finance, ...body.headers },
    payload: body.payload,
  });
  const id = added.json().receipt.id as string;
  await t.app.inject({
    method: 'PUT',
    url: '/api/salary-receipts/send-to-approval',
    headers: finance,
    payload: { ids: [id] },
  });
  await t.app.inject({
    method: 'PUT',
    url: '/api/salary-receipts/approval',
    headers: await t.authAs('admin@example.com'),
    payload: { id, decision: 'approve' },
  });
  return id;
}

function colleagueCase(
  route: string,
  path: (id: string) => string,
  status?: 403,
): RecordAccessCase {
  return {
    route,
    status,
    because:
      status === 403
        ? 'only finance and admin change receipts'
        : "an employee never reads another's salary receipt",
    async arrange(t) {
      return {
        existingId: await anasPublishedReceipt(t),
        url: path,
        request: { headers: await t.authAs(COLLEAGUE) },
      };
    },
  };
}

/** A batch opened by finance, with one receipt in it; employees never reach batches. */
function batchCase(route: string, path: (id: string) => string): RecordAccessCase {
  return {
    route,
    at: 'params.id',
    status: 403,
    because: 'only finance and admin upload receipts in bulk',
    async arrange(t) {
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/salary-receipts/batches',
        headers: await t.authAs('financial@example.com'),
        payload: { year: 2025, month: 1, kind: 'salary' },
      });
      return {
        existingId: opened.json().id,
        url: path,
        request: { headers: await t.authAs(COLLEAGUE), payload: { items: [] } },
      };
    },
  };
}

export const SALARY_RECEIPTS_RECORD_ACCESS: RecordAccessCase[] = [
  batchCase('GET /api/salary-receipts/batches/:id', (id) => `/api/salary-receipts/batches/${id}`),
  batchCase(
    'DELETE /api/salary-receipts/batches/:id',
    (id) => `/api/salary-receipts/batches/${id}`,
  ),
  batchCase(
    'POST /api/salary-receipts/batches/:id/files',
    (id) => `/api/salary-receipts/batches/${id}/files`,
  ),
  batchCase(
    'PUT /api/salary-receipts/batches/:id/confirm',
    (id) => `/api/salary-receipts/batches/${id}/confirm`,
  ),
  batchCase(
    'GET /api/salary-receipts/batches/:id/items/:itemId/file',
    (id) => `/api/salary-receipts/batches/${id}/items/${randomUUID()}/file`,
  ),
  colleagueCase('GET /api/salary-receipts/:id/file', (id) => `/api/salary-receipts/${id}/file`),
  colleagueCase('PUT /api/salary-receipts/:id', (id) => `/api/salary-receipts/${id}`, 403),
  colleagueCase('DELETE /api/salary-receipts/:id', (id) => `/api/salary-receipts/${id}`, 403),
  {
    route: 'PUT /api/salary-receipts/approval',
    at: 'body.id',
    open: 'every record',
    because: 'finance and admin read and decide every receipt',
  },
  {
    route: 'PUT /api/salary-receipts/send-to-approval',
    at: 'body.ids[]',
    open: 'every record',
    because: 'finance and admin read and send every receipt',
  },
  {
    route: 'POST /api/salary-receipts',
    at: 'formData.employeeId',
    open: 'every record',
    because: 'finance and admin add receipts for any employee',
  },
  {
    route: 'PUT /api/salary-receipts/batches/:id/confirm',
    at: 'body.items[].employeeId',
    open: 'every record',
    because: 'finance and admin give a receipt to any employee',
  },
  {
    route: 'PUT /api/salary-receipts/batches/:id/confirm',
    at: 'body.items[].id',
    open: 'every record',
    because: 'finance and admin read every batch and its items',
  },
  {
    route: 'GET /api/salary-receipts/batches/:id/items/:itemId/file',
    at: 'params.itemId',
    open: 'every record',
    because: 'finance and admin read every batch and its items; the route rule refuses others',
  },
];

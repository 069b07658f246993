import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

let clientCount = 0;

/** HR adds a client with one allocation: both ids. */
async function aClientWithAllocation(t: TestApp) {
  const hr = await t.authAs('hr@example.com');
  clientCount += 1;
  const client = await t.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: hr,
    payload: { name: `Record access client ${clientCount}`, limit_days: 10 },
  });
  const allocation = await t.app.inject({
    method: 'POST',
    url: `/api/clients/${client.json().id}/allocations`,
    headers: hr,
    payload: {
      employee_id: await t.personId('hr@example.com'),
      started_at: `${2060 + clientCount}-01-01`,
      ended_at: `${2060 + clientCount}-06-30`,
    },
  });
  if (allocation.statusCode !== 201) throw new Error(`No allocation: ${allocation.body}`);
  return { clientId: client.json().id as string, allocationId: allocation.json().id as string };
}

const refusedByRouteRule = (
  route: string,
  email: string,
  because: string,
  pick: (ids: { clientId: string; allocationId: string }) => string,
  url: (id: string) => string,
  payload?: Record<string, unknown>,
): RecordAccessCase => ({
  route,
  status: 403,
  because,
  async arrange(t) {
    const ids = await aClientWithAllocation(t);
    return {
      existingId: pick(ids),
      url,
      request: { headers: await t.authAs(email), ...(payload && { payload }) },
    };
  },
});

const CLIENT_BODY = { name: 'Renamed', limit_days: 5 };
const ALLOCATION_BODY = {
  employee_id: '00000000-0000-4000-8000-000000000000',
  started_at: '2030-01-01',
};

export const CLIENTS_RECORD_ACCESS: RecordAccessCase[] = [
  refusedByRouteRule(
    'GET /api/clients/:id',
    'employee@example.com',
    'employees do not read clients; staff read them all',
    (ids) => ids.clientId,
    (id) => `/api/clients/${id}`,
  ),
  refusedByRouteRule(
    'PUT /api/clients/:id',
    'financial@example.com',
    'only HR changes clients',
    (ids) => ids.clientId,
    (id) => `/api/clients/${id}`,
    CLIENT_BODY,
  ),
  refusedByRouteRule(
    'DELETE /api/clients/:id',
    'comercial@example.com',
    'only HR removes clients',
    (ids) => ids.clientId,
    (id) => `/api/clients/${id}`,
  ),
  refusedByRouteRule(
    'POST /api/clients/:id/allocations',
    'admin@example.com',
    'only HR allocates employees',
    (ids) => ids.clientId,
    (id) => `/api/clients/${id}/allocations`,
    ALLOCATION_BODY,
  ),
  refusedByRouteRule(
    'PUT /api/clients/allocations/:id',
    'financial@example.com',
    'only HR changes allocations',
    (ids) => ids.allocationId,
    (id) => `/api/clients/allocations/${id}`,
    ALLOCATION_BODY,
  ),
  refusedByRouteRule(
    'DELETE /api/clients/allocations/:id',
    'employee@example.com',
    'only HR removes allocations',
    (ids) => ids.allocationId,
    (id) => `/api/clients/allocations/${id}`,
  ),
  {
    route: 'POST /api/clients/:id/allocations',
    at: 'body.employee_id',
    open: 'every record',
    because: 'hr allocates any employee',
  },
  {
    route: 'PUT /api/clients/allocations/:id',
    at: 'body.employee_id',
    open: 'every record',
    because: 'hr allocates any employee',
  },
];

import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

let transportCount = 0;

/** HR adds an entry to the catalogue: its id. */
async function aTransport(t: TestApp): Promise<string> {
  transportCount += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/transports',
    headers: await t.authAs('hr@example.com'),
    payload: {
      operator: 'Record access operator',
      passType: `Pass ${transportCount} ${Math.random()}`,
      monthlyPrice: '35.00',
    },
  });
  return response.json().transport.id;
}

/** Employees read the catalogue (suggestions) but the route rule keeps its changes to hr and admin. */
function managersOnly(route: string, payload?: object): RecordAccessCase {
  return {
    route,
    status: 403,
    because: 'only hr and admin pass the route rule, before any entry is read',
    async arrange(t) {
      return {
        existingId: await aTransport(t),
        url: (id) => `/api/transports/${id}`,
        request: { headers: await t.authAs('employee@example.com'), ...(payload && { payload }) },
      };
    },
  };
}

export const TRANSPORTS_RECORD_ACCESS: RecordAccessCase[] = [
  managersOnly('PUT /api/transports/:id', {
    operator: 'Carris',
    passType: 'Renamed',
    monthlyPrice: '10.00',
  }),
  managersOnly('DELETE /api/transports/:id'),
];

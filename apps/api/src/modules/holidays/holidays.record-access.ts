import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Each case adds its own day: a random one could fall on the other case's (one holiday a day). */
async function aHoliday(t: TestApp, date: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/holidays',
    headers: await t.authAs('hr@example.com'),
    payload: {
      date,
      name: 'Record access',
    },
  });
  return response.json().id;
}

function hrOnly(route: string, date: string, payload?: object): RecordAccessCase {
  return {
    route,
    status: 403,
    because: 'only hr passes the route rule, before any holiday is read',
    async arrange(t) {
      return {
        existingId: await aHoliday(t, date),
        url: (id) => `/api/holidays/${id}`,
        request: { headers: await t.authAs('cto@example.com'), ...(payload && { payload }) },
      };
    },
  };
}

export const HOLIDAYS_RECORD_ACCESS: RecordAccessCase[] = [
  hrOnly('PUT /api/holidays/:id', '2033-03-14', { date: '2033-10-10', name: 'Moved' }),
  hrOnly('DELETE /api/holidays/:id', '2033-03-15'),
];

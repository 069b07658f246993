import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

async function aHoliday(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/holidays',
    headers: await t.authAs('hr@example.com'),
    payload: {
      date: `2033-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`,
      name: 'Record access',
    },
  });
  return response.json().id;
}

function hrOnly(route: string, payload?: object): RecordAccessCase {
  return {
    route,
    status: 403,
    because: 'only hr passes the route rule, before any holiday is read',
    async arrange(t) {
      return {
        existingId: await aHoliday(t),
        url: (id) => `/api/holidays/${id}`,
        request: { headers: await t.authAs('cto@example.com'), ...(payload && { payload }) },
      };
    },
  };
}

export const HOLIDAYS_RECORD_ACCESS: RecordAccessCase[] = [
  hrOnly('PUT /api/holidays/:id', { date: '2033-10-10', name: 'Moved' }),
  hrOnly('DELETE /api/holidays/:id'),
];

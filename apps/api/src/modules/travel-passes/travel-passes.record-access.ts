import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { formDataBody } from '../../../test/upload-fixtures.ts';

const OWNER = 'employee@example.com';
const COLLEAGUE = 'trainee@example.com';

/** Ana's pass of this month: made once per app. */
async function anasPass(t: TestApp): Promise<string> {
  const ana = await t.authAs(OWNER);
  const added = await t.app.inject({ method: 'POST', url: '/api/travel-pass', headers: ana });
  if (added.statusCode === 201) return added.json().travelPass.id;
  const mine = await t.app.inject({ url: '/api/travel-pass', headers: ana });
  return mine.json().items[0].id;
}

function colleagueCase(route: string, path: (id: string) => string): RecordAccessCase {
  return {
    route,
    because: "an employee or trainee never reads or changes another's travel pass",
    async arrange(t) {
      return {
        existingId: await anasPass(t),
        url: path,
        request: { headers: await t.authAs(COLLEAGUE) },
      };
    },
  };
}

export const TRAVEL_PASSES_RECORD_ACCESS: RecordAccessCase[] = [
  colleagueCase('DELETE /api/travel-pass/:id', (id) => `/api/travel-pass/${id}`),
  colleagueCase('GET /api/travel-pass/:id/attachment', (id) => `/api/travel-pass/${id}/attachment`),
  {
    route: 'PUT /api/travel-pass/approval',
    at: 'body.id',
    open: 'every record',
    because: 'finance reads and decides every pass',
  },
  {
    route: 'PUT /api/travel-pass/send-to-approval',
    at: 'body.id',
    because: "an employee or trainee never sends another's travel pass",
    async arrange(t) {
      const headers = await t.authAs(COLLEAGUE);
      return {
        existingId: await anasPass(t),
        request: (id) => ({ url: '/api/travel-pass/send-to-approval', headers, payload: { id } }),
      };
    },
  },
  {
    route: 'PUT /api/travel-pass/',
    at: 'formData.id',
    because: "an employee or trainee never changes another's travel pass",
    async arrange(t) {
      const existingId = await anasPass(t);
      const headers = await t.authAs(COLLEAGUE);
      return {
        existingId,
        request: async (id) => {
          const form = await formDataBody([
            ['id', id],
            ['value', '40.00'],
          ]);
          return {
            url: '/api/travel-pass/',
            headers: { ...headers, ...form.headers },
            payload: form.payload,
          };
        },
      };
    },
  },
];

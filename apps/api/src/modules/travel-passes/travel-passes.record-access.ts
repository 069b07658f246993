import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

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
];

import type { InjectOptions } from 'fastify';
import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

const OWNER = 'employee@example.com';
const COLLEAGUE = 'joao.pereira@example.com';

/** Ana's Vacations plan of the target year: added once per app. */
async function anasPlan(t: TestApp): Promise<string> {
  const ana = await t.authAs(OWNER);
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/allowances',
    headers: ana,
    payload: { allowance: 'VACATIONS', schedule: 'FULL' },
  });
  if (added.statusCode === 201) return added.json().plan.id;
  const mine = await t.app.inject({ url: '/api/allowances/mine', headers: ana });
  return mine.json().plans[0].id;
}

function colleagueCase(
  route: string,
  request: Omit<InjectOptions, 'url' | 'method'> = {},
): RecordAccessCase {
  return {
    route,
    because: "an employee never reads or changes another's allowance plan",
    async arrange(t) {
      return {
        existingId: await anasPlan(t),
        url: (id) => `/api/allowances/${id}`,
        request: { ...request, headers: await t.authAs(COLLEAGUE) },
      };
    },
  };
}

export const ALLOWANCES_RECORD_ACCESS: RecordAccessCase[] = [
  colleagueCase('GET /api/allowances/:id'),
  colleagueCase('PUT /api/allowances/:id', { payload: { paymentMonth: 7 } }),
  colleagueCase('DELETE /api/allowances/:id'),
  {
    route: 'PUT /api/allowances/approval',
    at: 'body.ids[]',
    open: 'every record',
    because: 'admin and finance read and decide every plan',
  },
  {
    route: 'PUT /api/allowances/send-to-approval',
    at: 'body.ids[]',
    open: 'every record',
    because: 'admin and finance read and send every plan',
  },
];

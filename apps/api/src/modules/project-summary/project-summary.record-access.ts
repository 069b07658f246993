import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

async function aProject(t: TestApp): Promise<string> {
  const client = await t.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: await t.authAs('hr@example.com'),
    payload: { name: `Summary access ${Math.random()}`, limit_days: 0 },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: await t.authAs('admin@example.com'),
    payload: {
      clientId: client.json().id,
      name: 'Summary access',
      code: `SA-${Math.random().toString(36).slice(2, 10)}`,
      description: '',
      startDate: '2030-01-01',
      endDate: null,
      status: 'planned',
      budgetHours: '100.00',
      members: [],
    },
  });
  return response.json().id;
}

function managersOnly(route: string, suffix: string, asUser: string): RecordAccessCase {
  return {
    route,
    status: 403,
    because: 'only admin and comercial pass the route rule, before any project is read',
    async arrange(t) {
      return {
        existingId: await aProject(t),
        url: (id) => `/api/projects/${id}${suffix}`,
        request: { headers: await t.authAs(asUser) },
      };
    },
  };
}

export const PROJECT_SUMMARY_RECORD_ACCESS: RecordAccessCase[] = [
  managersOnly('GET /api/projects/:id/summary-executive', '/summary-executive', 'hr@example.com'),
  managersOnly(
    'GET /api/projects/:id/summary-executive/export',
    '/summary-executive/export',
    'financial@example.com',
  ),
];

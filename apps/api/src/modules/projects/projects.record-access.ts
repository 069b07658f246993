import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

async function aProject(t: TestApp): Promise<string> {
  const client = await t.app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: await t.authAs('hr@example.com'),
    payload: { name: `Record access ${Math.random()}`, limit_days: 0 },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: await t.authAs('admin@example.com'),
    payload: {
      clientId: client.json().id,
      name: 'Record access',
      code: `RA-${Math.random().toString(36).slice(2, 10)}`,
      description: '',
      startDate: '2030-01-01',
      endDate: null,
      status: 'planned',
      members: [],
    },
  });
  return response.json().id;
}

function managersOnly(route: string, asUser: string, payload?: object): RecordAccessCase {
  return {
    route,
    status: 403,
    because: 'only admin and comercial pass the route rule, before any project is read',
    async arrange(t) {
      return {
        existingId: await aProject(t),
        url: (id) => `/api/projects/${id}`,
        request: { headers: await t.authAs(asUser), ...(payload && { payload }) },
      };
    },
  };
}

export const PROJECTS_RECORD_ACCESS: RecordAccessCase[] = [
  managersOnly('GET /api/projects/:id', 'hr@example.com'),
  managersOnly('PUT /api/projects/:id', 'employee@example.com', {
    clientId: '00000000-0000-4000-8000-000000000000',
    name: 'Renamed',
    code: 'RENAMED',
    description: '',
    startDate: '2030-01-01',
    endDate: null,
    status: 'planned',
    members: [],
  }),
  managersOnly('DELETE /api/projects/:id', 'financial@example.com'),
  {
    route: 'GET /api/projects',
    at: 'query.clientId',
    open: 'every record',
    because: 'admin and comercial read every client’s projects; the id filters',
  },
  {
    route: 'POST /api/projects',
    at: 'body.clientId',
    open: 'every record',
    because: 'admin and comercial make projects for any client',
  },
  {
    route: 'PUT /api/projects/:id',
    at: 'body.clientId',
    open: 'every record',
    because: 'admin and comercial make projects for any client',
  },
  {
    route: 'POST /api/projects',
    at: 'body.members[].employeeId',
    open: 'every record',
    because: 'admin and comercial put any employee on a team',
  },
  {
    route: 'PUT /api/projects/:id',
    at: 'body.members[].employeeId',
    open: 'every record',
    because: 'admin and comercial put any employee on a team',
  },
];

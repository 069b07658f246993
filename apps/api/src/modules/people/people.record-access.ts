import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { multipartBody, png } from '../../../test/upload-fixtures.ts';

async function pictureUrlOf(t: TestApp, email: string): Promise<string> {
  const body = multipartBody([{ filename: 'me.png', type: 'image/png', content: png() }]);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/accounts/profile-picture',
    payload: body.payload,
    headers: { ...body.headers, ...(await t.authAs(email)) },
  });
  return response.json().profile_picture_url;
}

async function anInterest(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/interests',
    headers: await t.authAs('hr@example.com'),
    payload: { designation: `Record access ${Math.random()}` },
  });
  return response.json().id;
}

export const PEOPLE_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'GET /api/people/:id',
    because: 'a disabled person has no public profile, not even for HR',
    async arrange(t) {
      return {
        existingId: await t.personId('tomas.barbosa@example.com'),
        url: (id) => `/api/people/${id}`,
        request: { headers: await t.authAs('hr@example.com') },
      };
    },
  },
  {
    route: 'PUT /api/interests/:id',
    status: 403,
    because: 'only HR passes the route rule, before any interest is read',
    async arrange(t) {
      return {
        existingId: await anInterest(t),
        url: (id) => `/api/interests/${id}`,
        request: {
          headers: await t.authAs('employee@example.com'),
          payload: { designation: 'Renamed' },
        },
      };
    },
  },
  {
    route: 'DELETE /api/interests/:id',
    status: 403,
    because: 'only HR passes the route rule, before any interest is read',
    async arrange(t) {
      return {
        existingId: await anInterest(t),
        url: (id) => `/api/interests/${id}`,
        request: { headers: await t.authAs('admin@example.com') },
      };
    },
  },
  {
    route: 'GET /files/profile-pictures/:fileId',
    because: "a signed link opens only the picture it was signed for: not someone else's",
    async arrange(t) {
      const own = await pictureUrlOf(t, 'trainee@example.com');
      const other = await pictureUrlOf(t, 'employee@example.com');
      const [otherPath = ''] = other.split('?');
      const [, signedQuery] = own.split('?');
      return {
        existingId: otherPath.split('/').at(-1) ?? '',
        url: (id) => `/files/profile-pictures/${id}?${signedQuery}`,
        request: {},
      };
    },
  },
  {
    route: 'GET /api/employees/:id',
    status: 403,
    because: 'only hr and financial pass the route rule; they read every employee',
    async arrange(t) {
      return {
        existingId: await t.personId('joao.pereira@example.com'),
        url: (id) => `/api/employees/${id}`,
        request: { headers: await t.authAs('employee@example.com') },
      };
    },
  },
  {
    route: 'GET /api/employees/:id/history',
    status: 403,
    because: "a colleague never reads another employee's history",
    async arrange(t) {
      return {
        existingId: await t.personId('joao.pereira@example.com'),
        url: (id) => `/api/employees/${id}/history`,
        request: { headers: await t.authAs('evaluator@example.com') },
      };
    },
  },
  {
    route: 'PUT /api/employees/:id',
    status: 403,
    because: 'only hr passes the route rule; financial reads employees but changes nothing',
    async arrange(t) {
      return {
        existingId: await t.personId('joao.pereira@example.com'),
        url: (id) => `/api/employees/${id}`,
        request: {
          headers: await t.authAs('financial@example.com'),
          payload: {
            name: 'João Pereira',
            email: 'joao.pereira@example.com',
            profiles: ['employee'],
            start_date: '2024-01-01',
            contract_type: 'permanent',
            job_title: 'Backend Developer',
            working_weekdays: [1, 2, 3, 4, 5],
            daily_hours: '8',
            tax_number: '245678905',
          },
        },
      };
    },
  },
  {
    route: 'GET /api/employees',
    at: 'query.client_id',
    open: 'every record',
    because: 'hr and finance read every employee; the id filters',
  },
  {
    route: 'GET /api/employees/export',
    at: 'query.client_id',
    open: 'every record',
    because: 'hr and finance read every employee; the id filters',
  },
  {
    route: 'PUT /api/accounts/interests',
    at: 'body.interest_ids[]',
    open: 'every record',
    because: 'every interest is offered to everyone to pick',
  },
];

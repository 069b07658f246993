import type { InjectOptions } from 'fastify';
import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

const OWNER = 'employee@example.com';
const COLLEAGUE = 'joao.pereira@example.com';

/** Ana's request of two days in March 2031: made once per app. */
async function anasRequest(t: TestApp): Promise<string> {
  const ana = await t.authAs(OWNER);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/vacation',
    headers: ana,
    payload: { start: '2031-03-03', end: '2031-03-04' },
  });
  if (created.statusCode === 201) return created.json().id;
  const mine = await t.app.inject({ url: '/api/vacation/mine?year=2031', headers: ana });
  return mine.json().requests[0].id;
}

function colleagueCase(
  route: string,
  path: (id: string) => string,
  existing: (t: TestApp) => Promise<string>,
  request: Omit<InjectOptions, 'url' | 'method'> = {},
): RecordAccessCase {
  return {
    route,
    because: "a colleague never reads or changes another employee's vacations",
    async arrange(t) {
      return {
        existingId: await existing(t),
        url: path,
        request: { ...request, headers: await t.authAs(COLLEAGUE) },
      };
    },
  };
}

const anasId = (t: TestApp) => t.personId(OWNER);
const period = { payload: { start: '2031-03-03', end: '2031-03-05' } };

export const VACATIONS_RECORD_ACCESS: RecordAccessCase[] = [
  colleagueCase('GET /api/vacation/:id', (id) => `/api/vacation/${id}`, anasRequest),
  colleagueCase('PUT /api/vacation/:id', (id) => `/api/vacation/${id}`, anasRequest, period),
  colleagueCase('DELETE /api/vacation/:id', (id) => `/api/vacation/${id}`, anasRequest),
  {
    route: 'GET /api/vacation/balance/employee/:id',
    status: 403,
    because: 'only hr, admin and cto pass the route rule, before any balance is read',
    async arrange(t) {
      return {
        existingId: await anasId(t),
        url: (id) => `/api/vacation/balance/employee/${id}`,
        request: { headers: await t.authAs(COLLEAGUE) },
      };
    },
  },
  colleagueCase(
    'GET /api/vacation/day-distribution/employee/:id',
    (id) => `/api/vacation/day-distribution/employee/${id}?currentYear=2031`,
    anasId,
  ),
  {
    route: 'GET /api/vacation/feed/:token/:file',
    at: 'params.token',
    because: "the team feed is an approver's: an employee's secret does not open it",
    async arrange(t) {
      const links = await t.app.inject({
        url: '/api/vacation/feed',
        headers: await t.authAs(OWNER),
      });
      const token = new URL(links.json().mine).pathname.split('/')[4] as string;
      return {
        existingId: token,
        url: (id) => `/api/vacation/feed/${id}/team.ics`,
        request: {},
      };
    },
  },
  {
    route: 'PUT /api/vacation/send-to-approval',
    at: 'body.id',
    because: "a colleague never sends or cancels another employee's request",
    async arrange(t) {
      const headers = await t.authAs(COLLEAGUE);
      return {
        existingId: await anasRequest(t),
        request: (id) => ({ url: '/api/vacation/send-to-approval', headers, payload: { id } }),
      };
    },
  },
  {
    route: 'PUT /api/vacation/request-cancellation',
    at: 'body.id',
    because: "a colleague never sends or cancels another employee's request",
    async arrange(t) {
      const headers = await t.authAs(COLLEAGUE);
      return {
        existingId: await anasRequest(t),
        request: (id) => ({ url: '/api/vacation/request-cancellation', headers, payload: { id } }),
      };
    },
  },
  {
    route: 'GET /api/vacation',
    at: 'query.clientId',
    open: 'every record',
    because: 'hr, admin and the CTO read every client’s vacations; the id filters',
  },
  {
    route: 'GET /api/vacation',
    at: 'query.employeeId',
    open: 'every record',
    because: 'hr, admin and the CTO read every employee’s vacations; the id filters',
  },
  {
    route: 'GET /api/vacation/calendar',
    at: 'query.clientId',
    open: 'every record',
    because: 'hr, admin and the CTO read every client’s calendar; the id filters',
  },
  {
    route: 'GET /api/vacation/calendar/overlaps',
    at: 'query.clientId',
    open: 'every record',
    because: 'hr, admin and the CTO read every client’s calendar; the id filters',
  },
  {
    route: 'GET /api/vacation/calendar/overlaps',
    at: 'query.id',
    open: 'every record',
    because: 'hr, admin and the CTO read every entry of the calendar',
  },
  {
    route: 'PUT /api/vacation/approval',
    at: 'body.items[].id',
    open: 'every record',
    because: 'hr, admin and the CTO read and decide every request',
  },
  {
    route: 'GET /api/vacation/feed/:token/:file',
    at: 'params.file',
    open: 'not a record',
    because: 'the file is one of two names, mine.ics or team.ics; the token is what is secret',
  },
];

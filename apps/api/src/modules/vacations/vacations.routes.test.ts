import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { teamCalendarEntries } from '@quadro/contract/team-calendar-entries';
import {
  dayDistributionSchema,
  myVacationsSchema,
  teamCalendarOverlapListSchema,
  teamCalendarSchema,
  type Vacation,
  vacationPageSchema,
  vacationSchema,
} from '@quadro/contract/vacations';
import { workMapDetailsSchema } from '@quadro/contract/work-maps';
import { and, eq, sql } from 'drizzle-orm';
import {
  type AuthHeaders,
  fieldsOf,
  type InjectResponse,
  routeClient,
} from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { createTestClock } from '../../platform/context/clock.ts';
import { insertAllocation, insertClient } from '../clients/clients.public.ts';
import { users } from '../people/people.public.ts';
import { vacations } from './vacations.schema.ts';

/** A client with nothing but its name, as HR may add one. */
const NO_CLIENT_DETAILS = {
  contactName: null,
  email: null,
  phone: null,
  address: null,
  taxNumber: null,
  limitDays: 0,
};

describe('/api/vacation', () => {
  let t: TestApp;
  const { call, mailsTo } = routeClient(() => t);
  let ana: AuthHeaders;
  let joao: AuthHeaders;
  let hr: AuthHeaders;
  let admin: AuthHeaders;
  let anaId: string;
  let request: Vacation;
  const vacation = (response: InjectResponse, status = 200) => {
    assert.equal(response.statusCode, status, response.body);
    return vacationSchema.parse(response.json());
  };
  const balanceOf = async (year: number) =>
    myVacationsSchema.parse((await call('GET', `/api/vacation/mine?year=${year}`, ana)).json())
      .balance;

  before(async () => {
    // Tuesday 10 November 2026, in Lisbon.
    t = await createTestApp({}, { clock: createTestClock('2026-11-10T10:00:00Z') });
    ana = await t.authAs('employee@example.com');
    joao = await t.authAs('joao.pereira@example.com');
    hr = await t.authAs('hr@example.com');
    admin = await t.authAs('admin@example.com');
    anaId = await t.personId('employee@example.com');
  });
  after(() => t.close());

  it('starts the year with 22 days: last year’s unused days were lost after 30 April', async () => {
    assert.deepEqual(await balanceOf(2026), {
      year: 2026,
      entitlement: 22,
      carriedOver: 0,
      carriedOverUntil: '2026-04-30',
      used: 0,
      pending: 0,
      left: 22,
      usableFrom: null,
      employeeFullMonths: 142,
    });
  });

  it('asks for a period, counting its working days only (weekends and Christmas left out)', async () => {
    request = vacation(
      await call('POST', '/api/vacation', ana, { start: '2026-12-21', end: '2026-12-31' }),
      201,
    );
    assert.deepEqual(
      [request.status, request.days, request.editable, request.cancellable],
      ['PendingSubmission', 8, true, false],
    );
    const balance = await balanceOf(2026);
    assert.deepEqual([balance.pending, balance.left], [8, 14]);
  });

  it('refuses bad periods naming the field, and keeps nothing of them', async () => {
    const cases: Array<[object, number, string, RegExp]> = [
      [{ start: '2026-12-10', end: '2026-12-09' }, 400, 'end', /cannot be before the start/],
      [{ start: '2026-11-09', end: '2026-11-11' }, 400, 'start', /cannot start in the past/],
      [{ start: '2026-12-12', end: '2026-12-13' }, 400, 'end', /no working day/],
      [
        { start: '2026-12-14', end: '2026-12-15', halfDay: true },
        400,
        'end',
        /half day is one day/,
      ],
      [{ start: '2026-12-31', end: '2027-01-05' }, 409, 'start', /already covers/],
      [
        { start: '2026-11-16', end: '2026-12-11' },
        409,
        'end',
        /^This request takes 18 days of 2026, but only 14 are left$/,
      ],
      [{ start: '', end: '2026-12-11' }, 400, 'start', /Required/],
    ];
    for (const [payload, status, field, message] of cases) {
      const response = await call('POST', '/api/vacation', ana, payload);
      assert.equal(response.statusCode, status, JSON.stringify(payload));
      assert.deepEqual(fieldsOf(response), [field], JSON.stringify(payload));
      assert.match(response.json().fields[0].message, message);
    }
    const mine = myVacationsSchema.parse((await call('GET', '/api/vacation/mine', ana)).json());
    assert.deepEqual(
      mine.requests.map((entry) => entry.id),
      [request.id],
    );
  });

  it('counts a period across two years in each year, and a half day as 0.5', async () => {
    request = vacation(
      await call('PUT', `/api/vacation/${request.id}`, ana, {
        start: '2026-12-28',
        end: '2027-01-04',
        note: 'Family',
      }),
    );
    assert.equal(request.days, 5, '28–31 December and 4 January; New Year’s Day is a holiday');
    assert.deepEqual([(await balanceOf(2026)).pending, (await balanceOf(2027)).pending], [4, 1]);
    const half = vacation(
      await call('POST', '/api/vacation', ana, {
        start: '2026-12-02',
        end: '2026-12-02',
        halfDay: true,
      }),
      201,
    );
    assert.equal(half.days, 0.5);
    assert.equal((await balanceOf(2026)).left, 17.5);
    assert.equal((await call('DELETE', `/api/vacation/${half.id}`, ana)).statusCode, 204);
    assert.equal((await balanceOf(2026)).left, 18);
  });

  it('keeps requests to their employee: a colleague gets 404, approvers read them', async () => {
    assert.equal((await call('GET', `/api/vacation/${request.id}`, joao)).statusCode, 404);
    for (const [method, url, payload] of [
      ['PUT', `/api/vacation/${request.id}`, { start: '2026-12-28', end: '2026-12-29' }],
      ['DELETE', `/api/vacation/${request.id}`, undefined],
      ['PUT', '/api/vacation/send-to-approval', { id: request.id }],
      ['PUT', '/api/vacation/request-cancellation', { id: request.id }],
    ] as const) {
      assert.equal((await call(method, url, joao, payload)).statusCode, 404, `${method} ${url}`);
    }
    assert.equal((await call('GET', `/api/vacation/${request.id}`, hr)).statusCode, 200);
    assert.equal(
      (await call('GET', `/api/vacation/day-distribution/employee/${anaId}`, joao)).statusCode,
      404,
    );
  });

  it('sends to approval, mails the approvers, and locks the request', async () => {
    request = vacation(
      await call('PUT', '/api/vacation/send-to-approval', ana, { id: request.id }),
    );
    assert.deepEqual([request.status, request.editable], ['PendingApproval', false]);
    const again = vacation(
      await call('PUT', '/api/vacation/send-to-approval', ana, { id: request.id }),
    );
    assert.equal(again.status, 'PendingApproval', 'a double submit changes nothing');
    assert.equal(
      (await mailsTo('hr@example.com', 'asks for the vacation of 28/12/2026')).length,
      1,
    );
    assert.equal((await mailsTo('cto@example.com', 'asks for the vacation')).length, 1);
    const edit = await call('PUT', `/api/vacation/${request.id}`, ana, {
      start: '2026-12-28',
      end: '2026-12-29',
    });
    assert.equal(edit.statusCode, 409);
    assert.match(edit.json().message, /Pending Approval: it cannot be changed now/);
    assert.equal((await call('DELETE', `/api/vacation/${request.id}`, ana)).statusCode, 409);

    const table = vacationPageSchema.parse((await call('GET', '/api/vacation', hr)).json());
    assert.deepEqual(
      table.items.map((row) => [row.kind, row.id, row.status, row.days]),
      [['Request', request.id, 'PendingApproval', 5]],
    );
    const pending = (await call('GET', '/api/vacation/pending-number', admin)).json();
    assert.deepEqual(pending, { requests: 1, cancellations: 0, total: 1 });
  });

  it('rejects with a reason only, mails the employee, who fixes and sends again', async () => {
    const decide = (headers: AuthHeaders, decision: string, reason?: string) =>
      call('PUT', '/api/vacation/approval', headers, {
        items: [{ kind: 'Request', id: request.id }],
        decision,
        ...(reason === undefined ? {} : { reason }),
      });
    const noReason = await decide(hr, 'reject', '  ');
    assert.equal(noReason.statusCode, 400);
    assert.deepEqual(fieldsOf(noReason), ['reason']);
    assert.equal((await decide(hr, 'reject', 'Release week')).statusCode, 200);
    request = vacation(await call('GET', `/api/vacation/${request.id}`, ana));
    assert.deepEqual([request.status, request.rejectionReason], ['Rejected', 'Release week']);
    const [mail] = await mailsTo('employee@example.com', 'was rejected');
    assert.match(mail?.text ?? '', /Rejection reason: Release week/);
    assert.equal((await balanceOf(2026)).pending, 0, 'a rejected request holds no days');

    request = vacation(
      await call('PUT', `/api/vacation/${request.id}`, ana, {
        start: '2026-12-28',
        end: '2027-01-04',
      }),
    );
    request = vacation(
      await call('PUT', '/api/vacation/send-to-approval', ana, { id: request.id }),
    );
    assert.equal(request.status, 'PendingApproval');
  });

  it('lets nobody decide their own request', async () => {
    const rita = await t.authAs('rita.correia@example.com');
    const own = vacation(
      await call('POST', '/api/vacation', rita, { start: '2026-12-14', end: '2026-12-15' }),
      201,
    );
    await call('PUT', '/api/vacation/send-to-approval', rita, { id: own.id });
    const response = await call('PUT', '/api/vacation/approval', rita, {
      items: [{ kind: 'Request', id: own.id }],
      decision: 'approve',
    });
    assert.equal(response.statusCode, 403);
    assert.match(response.json().message, /your own vacation/);
    assert.equal(
      vacation(await call('GET', `/api/vacation/${own.id}`, rita)).status,
      'PendingApproval',
    );
  });

  it('approves once when two approvers decide the same request at once', async () => {
    const body = { items: [{ kind: 'Request', id: request.id }], decision: 'approve' };
    const [first, second] = await Promise.all([
      call('PUT', '/api/vacation/approval', hr, body),
      call('PUT', '/api/vacation/approval', admin, body),
    ]);
    assert.deepEqual([first.statusCode, second.statusCode], [200, 200]);
    assert.equal(first.json().decided + second.json().decided, 1);
    const approvals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, request.id), eq(auditLog.action, 'approval.approve')));
    assert.equal(approvals.length, 1);
    assert.equal((await mailsTo('employee@example.com', 'was approved')).length, 1);
    request = vacation(await call('GET', `/api/vacation/${request.id}`, ana));
    assert.deepEqual([request.status, request.cancellable], ['Approved', true]);
    const balance = await balanceOf(2026);
    assert.deepEqual([balance.used, balance.pending, balance.left], [4, 0, 18]);
  });

  it('leaves approved days out of a new work map and shows them on it', async () => {
    const created = await call('POST', '/api/work-maps', ana, { month: '2026-12' });
    const map = workMapDetailsSchema.parse(created.json());
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(
      map.vacations.map((entry) => entry.id),
      [request.id],
    );
    const days = map.workDays.map((day) => day.day);
    assert.ok(days.includes('2026-12-23'));
    assert.ok(!days.some((day) => day >= '2026-12-28'), 'no work day from the 28th on');
  });

  it('gives the days per month of a year', async () => {
    const response = await call(
      'GET',
      `/api/vacation/day-distribution/employee/${anaId}?currentYear=2026`,
      hr,
    );
    const months = dayDistributionSchema.parse(response.json());
    assert.equal(months.length, 12);
    assert.deepEqual(months[11], { month: 12, approved: 4, pending: 0 });
    assert.deepEqual(months[0], { month: 1, approved: 0, pending: 0 });
  });

  it('refuses to cancel a period already started', async () => {
    const [started] = await t.database.db
      .insert(vacations)
      .values({
        employeeId: anaId,
        startDate: '2026-11-09',
        endDate: '2026-11-11',
        days: '3',
        status: 'Approved',
      })
      .returning();
    const response = await call('PUT', '/api/vacation/request-cancellation', ana, {
      id: started?.id,
    });
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().message,
      'This period has already started: it cannot be cancelled',
    );
    const notApproved = vacation(
      await call('POST', '/api/vacation', ana, { start: '2027-02-01', end: '2027-02-02' }),
      201,
    );
    const draft = await call('PUT', '/api/vacation/request-cancellation', ana, {
      id: notApproved.id,
    });
    assert.equal(draft.statusCode, 409);
    await call('DELETE', `/api/vacation/${notApproved.id}`, ana);
  });

  it('cancels an approved period through the approvers, giving the days back', async () => {
    const asked = vacation(
      await call('PUT', '/api/vacation/request-cancellation', ana, {
        id: request.id,
        reason: 'Moved',
      }),
    );
    assert.deepEqual(
      [asked.cancellation?.status, asked.cancellation?.reason, asked.cancellable],
      ['PendingApproval', 'Moved', false],
    );
    const again = await call('PUT', '/api/vacation/request-cancellation', ana, { id: request.id });
    assert.equal(again.statusCode, 200, 'asking twice keeps the one cancellation');
    const table = vacationPageSchema.parse(
      (await call('GET', '/api/vacation?kind=Cancellation', hr)).json(),
    );
    assert.deepEqual(
      table.items.map((row) => [row.vacationId, row.status, row.note]),
      [[request.id, 'PendingApproval', 'Moved']],
    );
    const cancellationId = table.items[0]?.id as string;
    const decided = await call('PUT', '/api/vacation/approval', admin, {
      items: [{ kind: 'Cancellation', id: cancellationId }],
      decision: 'approve',
    });
    assert.equal(decided.statusCode, 200, decided.body);
    request = vacation(await call('GET', `/api/vacation/${request.id}`, ana));
    assert.deepEqual([request.cancelled, request.cancellation?.status], [true, 'Approved']);
    assert.equal((await balanceOf(2026)).used, 3, 'only the period of 9–11 November is left');
    assert.equal(
      (await mailsTo('employee@example.com', 'cancellation of your vacation')).length,
      1,
    );
  });

  it('shows who is away in a month, flagging colleagues of a same client', async () => {
    const joaoId = await t.personId('joao.pereira@example.com');
    const client = await insertClient(t.database.db, {
      ...NO_CLIENT_DETAILS,
      name: 'Calendar Client',
    });
    for (const userId of [anaId, joaoId]) {
      await insertAllocation(t.database.db, {
        clientId: client.id,
        userId,
        startedAt: '2026-01-01',
        endedAt: null,
      });
    }
    await t.database.db.insert(vacations).values([
      {
        employeeId: anaId,
        startDate: '2027-03-01',
        endDate: '2027-03-05',
        days: '5',
        status: 'Approved',
      },
      {
        employeeId: joaoId,
        startDate: '2027-03-04',
        endDate: '2027-03-10',
        days: '5',
        status: 'PendingApproval',
      },
    ]);
    const calendar = teamCalendarSchema.parse(
      (await call('GET', `/api/vacation/calendar?month=2027-03&clientId=${client?.id}`, hr)).json(),
    );
    assert.deepEqual(
      teamCalendarEntries(calendar).map((entry) => [
        entry.name,
        entry.status,
        entry.overlapsWith,
        entry.overlapCount,
        entry.clients.includes('Calendar Client'),
      ]),
      [
        ['Ana Ferreira', 'Approved', ['João Pereira'], 1, true],
        ['João Pereira', 'PendingApproval', ['Ana Ferreira'], 1, true],
      ],
    );
    assert.equal((await call('GET', '/api/vacation/calendar?month=2027-13', hr)).statusCode, 400);
  });

  it('flags colleagues of a same evaluation team as well as of a same client', async () => {
    const carolina = await t.personId('carolina.gomes@example.com');
    const rui = await t.personId('rui.lopes@example.com');
    await t.database.db.insert(vacations).values([
      {
        employeeId: carolina,
        startDate: '2027-11-08',
        endDate: '2027-11-12',
        days: '5',
        status: 'Approved',
      },
      {
        employeeId: rui,
        startDate: '2027-11-11',
        endDate: '2027-11-19',
        days: '7',
        status: 'PendingApproval',
      },
    ]);
    const overlapsOf = async () =>
      Object.fromEntries(
        teamCalendarEntries(
          teamCalendarSchema.parse(
            (await call('GET', '/api/vacation/calendar?month=2027-11', hr)).json(),
          ),
        )
          .filter((entry) => ['Carolina Gomes', 'Rui Lopes'].includes(entry.name))
          .map((entry) => [entry.name, entry.overlapsWith]),
      );
    assert.deepEqual(
      await overlapsOf(),
      { 'Carolina Gomes': [], 'Rui Lopes': [] },
      'no client shared',
    );

    const cto = await t.authAs('cto@example.com');
    const team = await call('POST', '/api/teams', cto, {
      name: 'Away together',
      members: [carolina, rui].map((userId) => ({ userId, from: '2027-01-01', to: null })),
      evaluators: [
        { userId: await t.personId('evaluator@example.com'), from: '2027-01-01', to: null },
      ],
    });
    assert.equal(team.statusCode, 201, team.body);
    assert.deepEqual(await overlapsOf(), {
      'Carolina Gomes': ['Rui Lopes'],
      'Rui Lopes': ['Carolina Gomes'],
    });
    const calendar = teamCalendarSchema.parse(
      (await call('GET', '/api/vacation/calendar?month=2027-11', hr)).json(),
    );
    const carolinaEntry = teamCalendarEntries(calendar).find(
      (entry) => entry.name === 'Carolina Gomes',
    );
    const listed = await call(
      'GET',
      `/api/vacation/calendar/overlaps?month=2027-11&kind=vacation&id=${carolinaEntry?.id}`,
      hr,
    );
    assert.deepEqual(
      teamCalendarOverlapListSchema.parse(listed.json()).overlapsWith.map((person) => person.name),
      ['Rui Lopes'],
    );
  });

  it('publishes approved vacations as a secret iCalendar feed that can be replaced', async () => {
    const links = (await call('GET', '/api/vacation/feed', ana)).json();
    assert.equal(links.team, null, 'the team feed is for approvers');
    const path = new URL(links.mine).pathname;
    const feed = await t.app.inject({ url: path });
    assert.equal(feed.statusCode, 200);
    assert.match(feed.headers['content-type'] as string, /^text\/calendar/);
    assert.match(feed.body, /DTSTART;VALUE=DATE:20270301\r?\nDTEND;VALUE=DATE:20270306/);
    assert.doesNotMatch(feed.body, /20261228/, 'a cancelled period leaves the feed');
    assert.equal(
      (await t.app.inject({ url: path.replace('mine.ics', 'team.ics') })).statusCode,
      404,
    );

    const hrLinks = (await call('GET', '/api/vacation/feed', hr)).json();
    const team = await t.app.inject({ url: new URL(hrLinks.team).pathname });
    assert.match(team.body, /SUMMARY:Ana Ferreira: Vacation/);
    assert.doesNotMatch(team.body, /João Pereira/, 'only approved periods are published');

    const renewed = (await call('PUT', '/api/vacation/feed', ana)).json();
    assert.notEqual(renewed.mine, links.mine);
    assert.equal((await t.app.inject({ url: path })).statusCode, 404, 'the old address stops');
    assert.equal((await t.app.inject({ url: new URL(renewed.mine).pathname })).statusCode, 200);
  });

  it('takes turns when two requests of one employee arrive at once', async () => {
    const payload = { start: '2027-05-03', end: '2027-05-07' };
    const responses = await Promise.all([
      call('POST', '/api/vacation', ana, payload),
      call('POST', '/api/vacation', ana, { ...payload, end: '2027-05-04' }),
    ]);
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [201, 409]);
  });
  it('names at most five overlapping colleagues of a client, counts them all, writes each once', async () => {
    const crowd = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`'employee' = any(${users.profiles}) and ${users.enabled}`)
      .limit(8);
    const client = await insertClient(t.database.db, { ...NO_CLIENT_DETAILS, name: 'Busy Client' });
    for (const { id } of crowd) {
      await insertAllocation(t.database.db, {
        clientId: client.id,
        userId: id,
        startedAt: '2026-01-01',
        endedAt: null,
      });
    }
    await t.database.db.insert(vacations).values(
      crowd.map(({ id }) => ({
        employeeId: id,
        startDate: '2027-07-12',
        endDate: '2027-07-16',
        days: '5',
        status: 'Approved',
      })),
    );
    const calendar = teamCalendarSchema.parse(
      (await call('GET', `/api/vacation/calendar?month=2027-07&clientId=${client?.id}`, hr)).json(),
    );
    const entries = teamCalendarEntries(calendar);
    assert.equal(entries.length, 8);
    for (const entry of entries) {
      assert.deepEqual([entry.overlapsWith.length, entry.overlapCount], [5, 7]);
    }
    assert.ok(calendar.clients.includes('Busy Client'));
    assert.equal(new Set(calendar.clients).size, calendar.clients.length, 'each client once');
    assert.equal(calendar.people.length, 8, 'each person once');
    for (const period of calendar.periods) {
      assert.equal(period.away?.count, 8, 'the same days on a same client: everybody counted');
    }
  });

  it('lists every overlapping colleague of one calendar entry to whom may see it', async () => {
    const crowd = await t.database.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(sql`'employee' = any(${users.profiles}) and ${users.enabled}`)
      .orderBy(users.email)
      .limit(9);
    const client = await insertClient(t.database.db, {
      ...NO_CLIENT_DETAILS,
      name: 'Overlap Client',
    });
    for (const { id } of crowd) {
      await insertAllocation(t.database.db, {
        clientId: client.id,
        userId: id,
        startedAt: '2026-01-01',
        endedAt: null,
      });
    }
    const [away, late] = [crowd.slice(0, 8), crowd[8]];
    await t.database.db.insert(vacations).values(
      away.map(({ id }, index) => ({
        employeeId: id,
        startDate: index % 2 ? '2027-09-15' : '2027-09-13',
        endDate: index % 2 ? '2027-09-20' : '2027-09-16',
        days: '4',
        status: 'Approved' as const,
      })),
    );
    const hidden = await t.database.db
      .insert(vacations)
      .values([
        {
          employeeId: late?.id as string,
          startDate: '2027-09-14',
          endDate: '2027-09-14',
          days: '1',
          status: 'Rejected',
          rejectionReason: 'Too many away',
        },
        {
          employeeId: late?.id as string,
          startDate: '2027-09-15',
          endDate: '2027-09-15',
          days: '1',
          status: 'PendingSubmission',
        },
      ])
      .returning({ id: vacations.id });
    const query = `month=2027-09&clientId=${client.id}`;
    const calendar = teamCalendarSchema.parse(
      (await call('GET', `/api/vacation/calendar?${query}`, hr)).json(),
    );
    const first = teamCalendarEntries(calendar).find((entry) => entry.name === away[0]?.name);
    assert.ok(first);
    assert.deepEqual([first.overlapsWith.length, first.overlapCount], [5, 7]);
    const overlapsOf = (headers: AuthHeaders, kind: string, id: string, of = query) =>
      call('GET', `/api/vacation/calendar/overlaps?${of}&kind=${kind}&id=${id}`, headers);

    for (const approver of [hr, admin]) {
      const answer = await overlapsOf(approver, 'vacation', first.id);
      assert.equal(answer.statusCode, 200, answer.body);
      const names = teamCalendarOverlapListSchema
        .parse(answer.json())
        .overlapsWith.map((person) => person.name);
      const expected = away
        .slice(1)
        .map((person) => person.name)
        .sort((a, b) => a.localeCompare(b, 'en'));
      assert.deepEqual(names, expected, 'the other seven, by name, not the rejected or draft');
      assert.deepEqual(
        names.slice(0, 5),
        first.overlapsWith,
        'the calendar names the first five of the list',
      );
    }
    const everyClient = teamCalendarOverlapListSchema.parse(
      (await overlapsOf(hr, 'vacation', first.id, 'month=2027-09')).json(),
    );
    assert.ok(everyClient.overlapsWith.length >= 7, 'without the filter, every client counts');

    const unknown = await overlapsOf(hr, 'vacation', '00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.statusCode, 404);
    for (const [kind, id, of] of [
      ['vacation', hidden[0]?.id, query], // rejected: not on the calendar
      ['vacation', hidden[1]?.id, query], // a draft
      ['absence', first.id, query], // the id under another kind
      ['vacation', first.id, `month=2027-10&clientId=${client.id}`], // another month
    ] as const) {
      const answer = await overlapsOf(hr, kind, id as string, of);
      assert.equal(answer.statusCode, 404, `${kind} ${of}`);
      assert.deepEqual(answer.json(), unknown.json(), 'as an unknown id');
    }
    assert.equal((await overlapsOf(ana, 'vacation', first.id)).statusCode, 403, 'as the calendar');
    assert.equal((await overlapsOf(hr, 'holiday', first.id)).statusCode, 400);
  });
});

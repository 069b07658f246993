import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  WORK_MAP_MESSAGES,
  type WorkMapDetails,
  workMapDetailsSchema,
  workMapPageSchema,
  workMapSummaryListSchema,
} from '@quadro/contract/work-maps';
import { and, eq, like } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { type AuthHeaders, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { htmlAfterPdfMagic, multipartBody, pdf, textPdf } from '../../../test/upload-fixtures.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';

describe('/api/work-maps', () => {
  let t: TestApp;
  const { call } = routeClient(() => t);
  let ana: AuthHeaders;
  let hr: AuthHeaders;
  let map: WorkMapDetails;
  const details = (
    response: { statusCode: number; body: string; json(): unknown },
    status = 200,
  ) => {
    assert.equal(response.statusCode, status, response.body);
    return workMapDetailsSchema.parse(response.json());
  };

  before(async () => {
    t = await createTestApp();
    ana = await t.authAs('employee@example.com');
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it("creates a month's map pre-filled with the employee's working days, once", async () => {
    map = details(await call('POST', '/api/work-maps', ana, { month: '2026-10' }), 201);
    assert.equal(map.status, 'PendingSubmission');
    assert.equal(map.editable, true);
    assert.equal(map.workDays.length, 21, 'October 2026: 22 weekdays minus Republic Day (5th)');
    assert.ok(map.workDays.every((day) => day.hours === 8 && day.extraHours === 0));
    assert.ok(!map.workDays.some((day) => day.day === '2026-10-05'));
    assert.deepEqual(map.holidays, [{ date: '2026-10-05', name: 'Republic Day' }]);
    assert.deepEqual(
      [map.totals.workingDays, map.totals.daysWorked, map.totals.hours],
      [21, 21, 168],
    );

    const again = await call('POST', '/api/work-maps', ana, { month: '2026-10' });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(fieldsOf(again), ['month']);
    const far = await call('POST', '/api/work-maps', ana, { month: '2099-01' });
    assert.equal(far.statusCode, 400);
    assert.equal((await call('POST', '/api/work-maps', ana, { month: '2026-13' })).statusCode, 400);
    const mine = workMapSummaryListSchema.parse(
      (await call('GET', '/api/work-maps/mine', ana)).json(),
    );
    assert.deepEqual(
      mine.map((entry) => [entry.month, entry.status, entry.hours]),
      [['2026-10', 'PendingSubmission', 168]],
    );
  });

  it('adds, edits and removes work days, refusing what does not fit, naming the field', async () => {
    const url = `/api/work-maps/${map.id}/work-days`;
    const saturday = details(
      await call('POST', url, ana, { start: '2026-10-10', hours: 0, extraHours: 4 }),
      201,
    );
    assert.equal(saturday.totals.extraHours, 4);
    const taken = await call('POST', url, ana, { start: '2026-10-10', hours: 1 });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, WORK_MAP_MESSAGES.dayTaken);
    for (const [payload, field] of [
      [{ start: '2026-11-02', hours: 8 }, 'start'],
      [{ start: '2026-10-11', hours: 25 }, 'hours'],
      [{ start: '2026-10-11', hours: 20, extraHours: 5 }, 'extraHours'],
      [{ start: '2026-10-11', hours: 7.333 }, 'hours'],
      [{ start: '2026-10-11' }, 'hours'],
      [
        { start: '2026-10-11', hours: 8, projectId: '00000000-0000-4000-8000-000000000000' },
        'projectId',
      ],
    ] as const) {
      const refused = await call('POST', url, ana, payload);
      assert.equal(refused.statusCode, 400, JSON.stringify(payload));
      assert.ok(fieldsOf(refused)?.includes(field), `${field} in ${refused.body}`);
    }
    const first = saturday.workDays.find((day) => day.day === '2026-10-01');
    assert.ok(first);
    const edited = details(
      await call('PUT', `${url}/${first.id}`, ana, {
        start: '2026-10-01',
        hours: 6,
        extraHours: 1.5,
      }),
    );
    assert.deepEqual([edited.totals.hours, edited.totals.extraHours], [166, 5.5]);
    const removed = details(await call('DELETE', `${url}/${first.id}`, ana));
    assert.equal(removed.totals.daysWorked, 20);
    map = details(await call('POST', url, ana, { start: '2026-10-01', hours: 8 }), 201);
  });

  it('adds absences of hours or whole working days, refusing overlaps and spans past the month', async () => {
    const url = `/api/work-maps/${map.id}/absences`;
    const medical = details(
      await call('POST', url, ana, {
        type: 'medical_appointment',
        start: '2026-10-06',
        unit: 'hours',
        hours: 2,
      }),
      201,
    );
    assert.equal(medical.totals.hours, 166);
    const sick = details(
      await call('POST', url, ana, {
        type: 'sick_leave',
        start: '2026-10-08',
        unit: 'days',
        days: 3,
        note: 'Flu',
      }),
      201,
    );
    const leave = sick.absences.find((absence) => absence.type === 'sick_leave');
    assert.deepEqual([leave?.start, leave?.end, leave?.days], ['2026-10-08', '2026-10-12', 3]);
    assert.deepEqual(
      [sick.totals.daysWorked, sick.totals.hours],
      [18, 142],
      'three days off: 21 − 3 days, 166 − 24 hours',
    );
    assert.deepEqual(
      sick.totals.absences.find((entry) => entry.type === 'sick_leave'),
      { type: 'sick_leave', days: 3, hours: 24 },
    );
    for (const [payload, status, field] of [
      [{ type: 'training', start: '2026-10-12', unit: 'hours', hours: 1 }, 409, 'start'],
      [{ type: 'training', start: '2026-10-17', unit: 'hours', hours: 1 }, 400, 'start'],
      [{ type: 'training', start: '2026-10-29', unit: 'days', days: 5 }, 400, 'days'],
      [{ type: 'training', start: '2026-10-20', unit: 'days' }, 400, 'days'],
      [{ type: 'holiday', start: '2026-10-20', unit: 'days', days: 1 }, 400, 'type'],
    ] as const) {
      const refused = await call('POST', url, ana, payload);
      assert.equal(refused.statusCode, status, JSON.stringify(payload));
      assert.deepEqual(fieldsOf(refused), [field], refused.body);
    }
    const edited = details(
      await call('PUT', `${url}/${leave?.id}`, ana, {
        type: 'sick_leave',
        start: '2026-10-08',
        unit: 'days',
        days: 2,
      }),
    );
    assert.equal(edited.absences.find((absence) => absence.id === leave?.id)?.end, '2026-10-09');
    const hourly = medical.absences[0];
    assert.ok(hourly);
    map = details(await call('DELETE', `${url}/${hourly.id}`, ana));
    assert.equal(map.absences.length, 1);
    const dashboard = (await call('GET', '/api/work-maps/absences/mine?year=2026', ana)).json();
    assert.deepEqual(
      dashboard.map((entry: { type: string; start: string; days: number }) => [
        entry.type,
        entry.start,
        entry.days,
      ]),
      [['sick_leave', '2026-10-08', 2]],
    );
    assert.deepEqual((await call('GET', '/api/work-maps/absences/mine?year=2025', ana)).json(), []);
  });

  it('keeps a justification file readable by the employee and the approvers only', async () => {
    const [absence] = map.absences;
    assert.ok(absence);
    const url = `/api/work-maps/${map.id}/absences/${absence.id}/justification`;
    const upload = (content: Buffer, filename: string, headers = ana) => {
      const body = multipartBody([{ filename, type: 'application/pdf', content }]);
      return t.app.inject({
        method: 'PUT',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const refused = await upload(Buffer.from('not a pdf at all'), 'note.pdf');
    assert.equal(refused.statusCode, 415);
    assert.deepEqual(fieldsOf(refused), ['file']);
    const whole = await textPdf(['Atestado médico']);
    for (const [content, name] of [
      [htmlAfterPdfMagic(), 'web.pdf'],
      [whole.subarray(0, Math.floor(whole.length / 2)), 'cut.pdf'],
    ] as const) {
      const unreadable = await upload(content, name);
      assert.equal(unreadable.statusCode, 415, name);
      assert.deepEqual(fieldsOf(unreadable), ['file'], name);
    }
    const attached = details(await upload(pdf(), 'doctor.pdf'));
    assert.equal(attached.absences[0]?.hasJustification, true);
    const byHr = await t.app.inject({ url, headers: hr });
    assert.equal(byHr.statusCode, 200);
    assert.equal(byHr.headers['content-type'], 'application/pdf');
    const colleague = await t.app.inject({
      url,
      headers: await t.authAs('joao.pereira@example.com'),
    });
    assert.equal(colleague.statusCode, 404);
    assert.equal((await upload(pdf(), 'by-hr.pdf', hr)).statusCode, 403);
  });

  it('walks send, reject with a reason, fix and resend, approve; refusing changes when not editable', async () => {
    const send = () => call('PUT', `/api/work-maps/${map.id}/send-to-approval`, ana);
    assert.equal(details(await send()).status, 'PendingApproval');
    assert.equal(details(await send()).status, 'PendingApproval', 'a double click is harmless');
    const locked = await call('POST', `/api/work-maps/${map.id}/work-days`, ana, {
      start: '2026-10-11',
      hours: 2,
    });
    assert.equal(locked.statusCode, 409);
    assert.equal(locked.json().message, WORK_MAP_MESSAGES.notEditable('PendingApproval'));

    const noReason = await call('PUT', `/api/work-maps/${map.id}/reject`, hr, {});
    assert.equal(noReason.statusCode, 400);
    assert.deepEqual(fieldsOf(noReason), ['reason']);
    const rejected = details(
      await call('PUT', `/api/work-maps/${map.id}/reject`, hr, {
        reason: 'The 10th was a Saturday',
      }),
    );
    assert.deepEqual(
      [rejected.status, rejected.rejectionReason, rejected.editable],
      ['Rejected', 'The 10th was a Saturday', true],
    );
    const saturday = rejected.workDays.find((day) => day.day === '2026-10-10');
    details(await call('DELETE', `/api/work-maps/${map.id}/work-days/${saturday?.id}`, ana));
    const resent = details(await send());
    assert.deepEqual([resent.status, resent.rejectionReason], ['PendingApproval', null]);

    const approvals = await Promise.all([
      call('PUT', `/api/work-maps/${map.id}/approve`, hr),
      call('PUT', `/api/work-maps/${map.id}/approve`, await t.authAs('admin@example.com')),
    ]);
    assert.deepEqual(
      approvals.map((answer) => answer.statusCode),
      [200, 200],
    );
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, map.id), eq(auditLog.action, 'approval.approve')));
    assert.equal(audits.length, 1, 'two approvals at once leave one audit record');
    const closed = await call(
      'PUT',
      `/api/work-maps/${map.id}/work-days/${resent.workDays[0]?.id}`,
      ana,
      {
        start: resent.workDays[0]?.day,
        hours: 1,
      },
    );
    assert.equal(closed.statusCode, 409, 'an approved map refuses changes');
    assert.equal((await send()).statusCode, 409);
  });

  it('lets hr reopen an approved map In Modification, the employee change and resend it', async () => {
    const reopened = details(await call('PUT', `/api/work-maps/${map.id}/modification`, hr));
    assert.deepEqual([reopened.status, reopened.editable], ['InModification', true]);
    const day = reopened.workDays[0];
    details(
      await call('PUT', `/api/work-maps/${map.id}/work-days/${day?.id}`, ana, {
        start: day?.day,
        hours: 7,
      }),
    );
    assert.equal(
      details(await call('PUT', `/api/work-maps/${map.id}/send-to-approval`, ana)).status,
      'PendingApproval',
    );
    const byHr = await call('POST', `/api/work-maps/${map.id}/work-days`, hr, {
      start: '2026-10-11',
      hours: 2,
    });
    assert.equal(byHr.statusCode, 403, 'approvers never change the hours');
  });

  it("refuses a decision on one's own map and anyone's map to a colleague", async () => {
    const hrId = await t.personId('hr@example.com');
    const record = (await call('GET', `/api/employees/${hrId}`, hr)).json();
    const promoted = await call('PUT', `/api/employees/${hrId}`, hr, {
      ...record,
      profiles: ['hr', 'employee'],
      tax_number: record.tax_number,
      start_date: record.start_date,
      contract_type: record.contract_type,
      job_title: record.job_title,
      id: undefined,
      status: undefined,
      client: undefined,
      two_factor: undefined,
      erased_at: undefined,
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    const hrEmployee = await t.authAs('hr@example.com');
    const own = details(
      await call('POST', '/api/work-maps', hrEmployee, { month: '2026-09' }),
      201,
    );
    details(await call('PUT', `/api/work-maps/${own.id}/send-to-approval`, hrEmployee));
    const approve = await call('PUT', `/api/work-maps/${own.id}/approve`, hrEmployee);
    assert.equal(approve.statusCode, 403);
    assert.equal(approve.json().message, 'You cannot decide on your own work map.');

    const colleague = await t.authAs('joao.pereira@example.com');
    assert.equal((await call('GET', `/api/work-maps/${map.id}`, colleague)).statusCode, 404);
    assert.equal(
      (await call('PUT', `/api/work-maps/${map.id}/send-to-approval`, colleague)).statusCode,
      404,
    );
  });

  it("pre-fills each day with the employee's only project, offers the month's, refuses another", async () => {
    const admin = await t.authAs('admin@example.com');
    const [client] = (await call('GET', '/api/clients', admin)).json();
    const created = await call('POST', '/api/projects', admin, {
      clientId: client.id,
      name: 'Not Ana’s project',
      code: 'WMP-1',
      description: '',
      startDate: '2026-07-01',
      endDate: '2026-07-31',
      status: 'active',
      members: [],
    });
    assert.equal(created.statusCode, 201, created.body);
    const july = details(await call('POST', '/api/work-maps', ana, { month: '2026-07' }), 201);
    assert.deepEqual(
      july.projects.map((project) => project.code),
      ['BA-CORE'],
      'the demo seed puts Ana on Core Banking Modernisation all year',
    );
    assert.ok(july.workDays.every((day) => day.projectName === 'Core Banking Modernisation'));
    const first = july.workDays[0];
    const refused = await call('PUT', `/api/work-maps/${july.id}/work-days/${first?.id}`, ana, {
      start: first?.day,
      hours: 8,
      projectId: created.json().id,
    });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, WORK_MAP_MESSAGES.unknownProject);
  });

  it("lists a month's maps for hr with the employees who have none, counts and filters", async () => {
    hr = await t.authAs('hr@example.com');
    const page = workMapPageSchema.parse(
      (await call('GET', '/api/work-maps?month=2026-10&pageSize=100', hr)).json(),
    );
    const row = page.items.find((item) => item.id === map.id);
    assert.equal(row?.status, 'PendingApproval');
    assert.equal(row?.employee.name, 'Ana Ferreira');
    assert.ok(page.counts.NotCreated > 10);
    assert.equal(page.counts.PendingApproval, 1);
    assert.equal(
      page.total,
      Object.values(page.counts).reduce((sum, count) => sum + count, 0),
    );
    assert.ok(page.items.some((item) => item.id === null && item.status === 'NotCreated'));

    const pending = workMapPageSchema.parse(
      (await call('GET', '/api/work-maps?month=2026-10&status=PendingApproval', hr)).json(),
    );
    assert.deepEqual(
      pending.items.map((item) => item.employee.name),
      ['Ana Ferreira'],
    );
    const searched = workMapPageSchema.parse(
      (await call('GET', '/api/work-maps?month=2026-10&search=ana%20ferr', hr)).json(),
    );
    assert.deepEqual(
      searched.items.map((item) => item.employee.name),
      ['Ana Ferreira'],
    );
    assert.equal((await call('GET', '/api/work-maps?month=2026-10', ana)).statusCode, 403);
    const attention = (await call('GET', '/api/work-maps/attention', hr)).json();
    assert.equal(attention.months.length, 2);
    assert.ok(attention.total > 0);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'work-day.%'));
    assert.ok(audits.length >= 4, 'every change of a day is audited');
  });

  it("exports a month's maps as CSV and XLSX with the same totals as each map's page", async () => {
    const october = details(await call('GET', `/api/work-maps/${map.id}`, hr));
    const csv = await call('GET', '/api/work-maps/export?month=2026-10&format=csv', hr);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.match(String(csv.headers['content-disposition']), /work-maps-2026-10\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(
      lines[0],
      'Employee,Status,Working days,Days worked,Hours,Extra hours,Absent days,Sick leave (days),Sick leave (hours),Hours by project',
    );
    const anaLine = lines.find((line) => line.startsWith('Ana Ferreira,'));
    const { totals } = october;
    assert.equal(
      anaLine?.split(',').slice(0, 9).join(','),
      [
        'Ana Ferreira',
        'Pending Approval',
        totals.workingDays,
        totals.daysWorked,
        totals.hours,
        totals.extraHours,
        2,
        2,
        16,
      ].join(','),
    );
    assert.ok(lines.some((line) => line.includes(',Not Created,')));

    const xlsx = await call('GET', '/api/work-maps/export?month=2026-10&format=xlsx', hr);
    assert.equal(xlsx.statusCode, 200);
    const sheets = await readXlsxFile(xlsx.rawPayload);
    assert.deepEqual(
      sheets.map((sheet) => sheet.sheet),
      ['Work maps', 'Projects'],
    );
    const projects = sheets[1]?.data ?? [];
    assert.deepEqual(projects[0], ['Employee', 'Project', 'Days', 'Hours', 'Extra hours']);
    const anaProjects = projects.filter((row) => row[0] === 'Ana Ferreira');
    assert.deepEqual(
      anaProjects.map((row) => row[1]).sort(),
      ['Core Banking Modernisation', 'No project'],
      'the re-added 1st has no project',
    );
    assert.equal(
      anaProjects.reduce((sum, row) => sum + Number(row[2]), 0),
      totals.daysWorked,
    );
    assert.equal((await call('GET', '/api/work-maps/export?month=2026-10', ana)).statusCode, 403);
  });
});

import type { InjectOptions } from 'fastify';
import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { multipartBody, pdf } from '../../../test/upload-fixtures.ts';

const OWNER = 'employee@example.com';
const COLLEAGUE = 'joao.pereira@example.com';

/** Ana's map of August 2026, with one absence carrying a justification: made once per app. */
async function anasMap(t: TestApp): Promise<{ mapId: string; dayId: string; absenceId: string }> {
  const ana = await t.authAs(OWNER);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/work-maps',
    headers: ana,
    payload: { month: '2026-08' },
  });
  const mapId: string =
    created.statusCode === 201
      ? created.json().id
      : (await t.app.inject({ url: '/api/work-maps/mine', headers: ana }))
          .json()
          .find((map: { month: string }) => map.month === '2026-08').id;
  const map = (await t.app.inject({ url: `/api/work-maps/${mapId}`, headers: ana })).json();
  if (map.absences.length === 0) {
    const withAbsence = await t.app.inject({
      method: 'POST',
      url: `/api/work-maps/${mapId}/absences`,
      headers: ana,
      payload: { type: 'training', start: '2026-08-03', unit: 'hours', hours: 2 },
    });
    map.absences = withAbsence.json().absences;
    const body = multipartBody([
      { filename: 'proof.pdf', type: 'application/pdf', content: pdf() },
    ]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/work-maps/${mapId}/absences/${map.absences[0].id}/justification`,
      headers: { ...ana, ...body.headers },
      payload: body.payload,
    });
  }
  return { mapId, dayId: map.workDays[0].id, absenceId: map.absences[0].id };
}

function colleagueCase(
  route: string,
  path: (ids: { dayId: string; absenceId: string }) => string,
  request: Omit<InjectOptions, 'url' | 'method'> = {},
): RecordAccessCase {
  return {
    route,
    at: 'params.id',
    because: "a colleague never reads or changes another employee's work map",
    async arrange(t) {
      const ids = await anasMap(t);
      return {
        existingId: ids.mapId,
        url: (id) => `/api/work-maps/${id}${path(ids)}`,
        request: { ...request, headers: { ...(await t.authAs(COLLEAGUE)), ...request.headers } },
      };
    },
  };
}

/** João's own map of August 2026: made once per app. */
async function joaosMap(t: TestApp): Promise<string> {
  const joao = await t.authAs(COLLEAGUE);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/work-maps',
    headers: joao,
    payload: { month: '2026-08' },
  });
  if (created.statusCode === 201) return created.json().id;
  return (await t.app.inject({ url: '/api/work-maps/mine', headers: joao }))
    .json()
    .find((map: { month: string }) => map.month === '2026-08').id;
}

/** Ana's day or absence named in João's own map: not one of his map's. */
function inOwnMapCase(
  route: string,
  which: 'dayId' | 'absenceId',
  suffix: (id: string) => string,
  request: Omit<InjectOptions, 'url' | 'method'> = {},
): RecordAccessCase {
  return {
    route,
    because: "a day or absence of another employee's map is none of the caller's map",
    async arrange(t) {
      const ids = await anasMap(t);
      const mapId = await joaosMap(t);
      return {
        existingId: ids[which],
        url: (id) => `/api/work-maps/${mapId}${suffix(id)}`,
        request: { ...request, headers: { ...(await t.authAs(COLLEAGUE)), ...request.headers } },
      };
    },
  };
}

function approversOnly(route: string, suffix: string, payload?: object): RecordAccessCase {
  return {
    route,
    status: 403,
    because: 'only hr and admin pass the route rule, before any map is read',
    async arrange(t) {
      const { mapId } = await anasMap(t);
      return {
        existingId: mapId,
        url: (id) => `/api/work-maps/${id}/${suffix}`,
        request: { headers: await t.authAs(COLLEAGUE), ...(payload && { payload }) },
      };
    },
  };
}

const workDay = { start: '2026-08-04', hours: 4 };
const absence = { type: 'training', start: '2026-08-05', unit: 'hours', hours: 1 };
const upload = multipartBody([{ filename: 'x.pdf', type: 'application/pdf', content: pdf() }]);

export const WORK_MAPS_RECORD_ACCESS: RecordAccessCase[] = [
  colleagueCase('GET /api/work-maps/:id', () => ''),
  colleagueCase('PUT /api/work-maps/:id/send-to-approval', () => '/send-to-approval'),
  colleagueCase('POST /api/work-maps/:id/work-days', () => '/work-days', { payload: workDay }),
  colleagueCase('PUT /api/work-maps/:id/work-days/:dayId', (ids) => `/work-days/${ids.dayId}`, {
    payload: workDay,
  }),
  colleagueCase('DELETE /api/work-maps/:id/work-days/:dayId', (ids) => `/work-days/${ids.dayId}`),
  colleagueCase('POST /api/work-maps/:id/absences', () => '/absences', { payload: absence }),
  colleagueCase(
    'PUT /api/work-maps/:id/absences/:absenceId',
    (ids) => `/absences/${ids.absenceId}`,
    {
      payload: absence,
    },
  ),
  colleagueCase(
    'DELETE /api/work-maps/:id/absences/:absenceId',
    (ids) => `/absences/${ids.absenceId}`,
  ),
  colleagueCase(
    'GET /api/work-maps/:id/absences/:absenceId/justification',
    (ids) => `/absences/${ids.absenceId}/justification`,
  ),
  colleagueCase(
    'PUT /api/work-maps/:id/absences/:absenceId/justification',
    (ids) => `/absences/${ids.absenceId}/justification`,
    { payload: upload.payload, headers: upload.headers },
  ),
  inOwnMapCase('PUT /api/work-maps/:id/work-days/:dayId', 'dayId', (id) => `/work-days/${id}`, {
    payload: workDay,
  }),
  inOwnMapCase('DELETE /api/work-maps/:id/work-days/:dayId', 'dayId', (id) => `/work-days/${id}`),
  inOwnMapCase(
    'PUT /api/work-maps/:id/absences/:absenceId',
    'absenceId',
    (id) => `/absences/${id}`,
    {
      payload: absence,
    },
  ),
  inOwnMapCase(
    'DELETE /api/work-maps/:id/absences/:absenceId',
    'absenceId',
    (id) => `/absences/${id}`,
  ),
  inOwnMapCase(
    'GET /api/work-maps/:id/absences/:absenceId/justification',
    'absenceId',
    (id) => `/absences/${id}/justification`,
  ),
  inOwnMapCase(
    'PUT /api/work-maps/:id/absences/:absenceId/justification',
    'absenceId',
    (id) => `/absences/${id}/justification`,
    { payload: upload.payload, headers: upload.headers },
  ),
  ...(
    ['POST /api/work-maps/:id/work-days', 'PUT /api/work-maps/:id/work-days/:dayId'] as const
  ).map(
    (route): RecordAccessCase => ({
      route,
      at: 'body.projectId',
      open: 'every record',
      because:
        'a project the employee is not on that day and an unknown one get the same field error (work-days.service.ts); declared, not yet probed',
    }),
  ),
  approversOnly('PUT /api/work-maps/:id/approve', 'approve'),
  approversOnly('PUT /api/work-maps/:id/reject', 'reject', { reason: 'No' }),
  approversOnly('PUT /api/work-maps/:id/modification', 'modification'),
];

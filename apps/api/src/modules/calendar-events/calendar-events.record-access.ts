import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

async function anEvent(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-events',
    headers: await t.authAs('hr@example.com'),
    payload: { title: 'Record access', start: '2033-03-01T09:00:00Z', end: '2033-03-01T10:00:00Z' },
  });
  return response.json().id;
}

/** The team events are the calendar keepers' (hr, admin, cto): anyone else is stopped first. */
function keepersOnly(route: string, payload?: object): RecordAccessCase {
  return {
    route,
    status: 403,
    because: 'only the calendar keepers pass the route rule, before any event is read',
    async arrange(t) {
      return {
        existingId: await anEvent(t),
        url: (id) => `/api/calendar-events/${id}`,
        request: { headers: await t.authAs('employee@example.com'), ...(payload && { payload }) },
      };
    },
  };
}

export const CALENDAR_EVENTS_RECORD_ACCESS: RecordAccessCase[] = [
  keepersOnly('PUT /api/calendar-events/:id', {
    title: 'Moved',
    start: '2033-03-02T09:00:00Z',
    end: '2033-03-02T10:00:00Z',
  }),
  keepersOnly('DELETE /api/calendar-events/:id'),
];

import type { RecordAccessCase } from '../../../test/record-access.ts';

export const PARAMETERS_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'PUT /api/system-parameters/:key',
    status: 403,
    because: 'only HR passes the route rule; HR manages every parameter',
    async arrange(t) {
      return {
        existingId: 'annualVacationDays',
        url: (key) => `/api/system-parameters/${key}`,
        request: { headers: await t.authAs('employee@example.com'), payload: { value: 25 } },
      };
    },
  },
];

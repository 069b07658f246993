import type { RecordAccessCase } from '../../../test/record-access.ts';

export const PERSONAL_DATA_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'GET /api/employees/:id/personal-data',
    because: "only HR exports another person's data; an employee asking for a colleague's gets 404",
    async arrange(t) {
      return {
        existingId: await t.personId('hr@example.com'),
        url: (id) => `/api/employees/${id}/personal-data`,
        request: { headers: await t.authAs('employee@example.com') },
      };
    },
  },
];

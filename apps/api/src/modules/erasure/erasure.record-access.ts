import type { RecordAccessCase } from '../../../test/record-access.ts';
import { findPersonByEmail } from '../people/people.public.ts';

export const ERASURE_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'POST /api/employees/:id/erasure',
    status: 403,
    because: 'only HR passes the route rule, before any person is read; HR may erase any leaver',
    async arrange(t) {
      const leaver = await findPersonByEmail(t.database.db, 'admin@example.com');
      return {
        existingId: leaver?.id ?? '',
        url: (id) => `/api/employees/${id}/erasure`,
        request: {
          headers: await t.authAs('employee@example.com'),
          payload: { confirm_name: leaver?.name ?? '' },
        },
      };
    },
  },
];

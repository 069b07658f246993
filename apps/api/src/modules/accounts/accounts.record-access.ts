import { eq } from 'drizzle-orm';
import type { RecordAccessCase } from '../../../test/record-access.ts';
import { users } from '../people/people.public.ts';

export const ACCOUNTS_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'PUT /api/accounts/:id/activation',
    status: 403,
    because: 'only HR passes the route rule, before any account is read; HR manages every account',
    async arrange(t) {
      const [admin] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'admin@example.com'));
      return {
        existingId: admin?.id ?? '',
        url: (id) => `/api/accounts/${id}/activation`,
        request: { headers: await t.authAs('employee@example.com'), payload: { enabled: false } },
      };
    },
  },
];

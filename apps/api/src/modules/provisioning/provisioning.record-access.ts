import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';

async function aScimToken(t: TestApp): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/scim-tokens',
    headers: await t.authAs('hr@example.com'),
    payload: { name: 'Record access' },
  });
  return response.json().id;
}

export const PROVISIONING_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'DELETE /api/scim-tokens/:id',
    status: 403,
    because: 'only hr passes the route rule, before any token is read',
    async arrange(t) {
      return {
        existingId: await aScimToken(t),
        url: (id) => `/api/scim-tokens/${id}`,
        request: { headers: await t.authAs('cto@example.com') },
      };
    },
  },
];

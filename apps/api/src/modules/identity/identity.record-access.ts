import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { identityLinks } from './sso.schema.ts';

const OWNER = 'employee@example.com';
const COLLEAGUE = 'joao.pereira@example.com';

/** A fresh session of Ana's: its id is the session id of her access token. */
async function anasSession(t: TestApp): Promise<string> {
  const { access_token } = await t.login(OWNER);
  const payload = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString());
  return payload.sid;
}

export const IDENTITY_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'DELETE /api/sessions/:id',
    because: "nobody signs another person's session out",
    async arrange(t) {
      return {
        existingId: await anasSession(t),
        url: (id) => `/api/sessions/${id}`,
        request: { headers: await t.authAs(COLLEAGUE) },
      };
    },
  },
  {
    route: 'DELETE /api/employees/:id/sessions',
    status: 403,
    because: "only HR ends an employee's sessions",
    async arrange(t) {
      return {
        existingId: await t.personId(OWNER),
        url: (id) => `/api/employees/${id}/sessions`,
        request: { headers: await t.authAs(COLLEAGUE) },
      };
    },
  },
  {
    route: 'DELETE /api/employees/:id/two-factor',
    status: 403,
    because: "only HR resets an employee's two-factor sign-in",
    async arrange(t) {
      return {
        existingId: await t.personId(OWNER),
        url: (id) => `/api/employees/${id}/two-factor`,
        request: { headers: await t.authAs(COLLEAGUE) },
      };
    },
  },
  {
    route: 'GET /api/employees/:id/sign-in-links',
    status: 403,
    because: "only HR sees an employee's identity-provider links",
    async arrange(t) {
      return {
        existingId: await t.personId(OWNER),
        url: (id) => `/api/employees/${id}/sign-in-links`,
        request: { headers: await t.authAs(COLLEAGUE) },
      };
    },
  },
  {
    route: 'POST /connect/oidc/:provider/backchannel-logout',
    because: 'a provider no longer configured is unknown: its old links are not hinted at',
    async arrange(t) {
      await t.database.db
        .insert(identityLinks)
        .values({ userId: await t.personId(OWNER), providerId: 'retired-idp', subject: 'ana' })
        .onConflictDoNothing();
      return {
        existingId: 'retired-idp',
        url: (id) => `/connect/oidc/${id}/backchannel-logout`,
        request: {
          payload: 'logout_token=eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      };
    },
  },
];

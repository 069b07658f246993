import assert from 'node:assert/strict';
import { PROVISIONING_ENDPOINTS } from '@quadro/contract/provisioning.endpoints';
import SCIMMY from 'scimmy';
import type { TestApp } from '../../../test/test-app.ts';
import { SCIM_MEDIA_TYPE } from './scim-protocol.ts';

export type ScimMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A provider (OIDC_PROVIDERS) whose Finance group grants the financial profile. */
export const FINANCE_PROVIDER = {
  id: 'corp',
  name: 'Corp ID',
  issuer: 'https://id.corp.example',
  clientId: 'quadro',
  clientSecret: 'secret',
  groupProfiles: { Finance: ['financial'] },
};

/** HR creates a SCIM token through the API; its secret, as the provider would keep it. */
export async function createScimToken(t: TestApp, providerId: string | null = null) {
  const response = await t.app.inject({
    method: 'POST',
    url: PROVISIONING_ENDPOINTS.createScimToken.path,
    headers: await t.authAs('hr@example.com'),
    payload: { name: `Provider ${Math.random()}`, providerId },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { id: string; token: string };
}

/** Calls the SCIM service as a provider does: bearer token, application/scim+json. */
export function scimClient(t: () => TestApp, token: () => string) {
  return (method: ScimMethod, path: string, body?: object, bearer = token()) =>
    t().app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: SCIM_MEDIA_TYPE,
        ...(body && { 'content-type': SCIM_MEDIA_TYPE }),
      },
      ...(body && { payload: JSON.stringify(body) }),
    });
}

/** The "client library" check: scimmy's RFC 7643 model accepts the resource as it is. */
export function assertValidScim(resource: { schemas: string[] }) {
  const schema = resource.schemas.includes(SCIMMY.Schemas.Group.definition.id)
    ? SCIMMY.Schemas.Group
    : SCIMMY.Schemas.User;
  assert.doesNotThrow(() => schema.definition.coerce(resource), JSON.stringify(resource));
}

/** Rows another module wrote, read by table name as a test does. */
export async function rowsOf<Row>(t: TestApp, query: string): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

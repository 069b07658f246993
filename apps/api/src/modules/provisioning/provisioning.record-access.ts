import type { RecordAccessCase } from '../../../test/record-access.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createScimToken, scimClient } from './scim-test-client.ts';

async function aScimTokenId(t: TestApp): Promise<string> {
  return (await createScimToken(t)).id;
}

/** A group the provider created, so the id exists. */
async function aScimGroupId(t: TestApp): Promise<string> {
  const { token } = await createScimToken(t);
  const response = await scimClient(
    () => t,
    () => token,
  )('POST', '/Groups', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
    displayName: `Record access ${Math.random()}`,
  });
  return response.json().id;
}

const PATCH = {
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations: [{ op: 'replace', path: 'active', value: false }],
};

/**
 * The SCIM service answers a provider's bearer token only: a person's session, HR's included,
 * gets the same 401 for an existing id as for a random one, before anything is read.
 */
function scimRefusesSessions(
  method: string,
  resource: 'Users' | 'Groups',
  payload?: object,
): RecordAccessCase {
  return {
    route: `${method} /scim/v2/${resource}/:id`,
    status: 401,
    because: "a person's session is no SCIM token: refused before any record is read",
    async arrange(t) {
      return {
        existingId:
          resource === 'Users' ? await t.personId('employee@example.com') : await aScimGroupId(t),
        url: (id) => `/scim/v2/${resource}/${id}`,
        request: { headers: await t.authAs('hr@example.com'), ...(payload && { payload }) },
      };
    },
  };
}

export const PROVISIONING_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'DELETE /api/scim-tokens/:id',
    status: 403,
    because: 'only hr passes the route rule, before any token is read',
    async arrange(t) {
      return {
        existingId: await aScimTokenId(t),
        url: (id) => `/api/scim-tokens/${id}`,
        request: { headers: await t.authAs('cto@example.com') },
      };
    },
  },
  ...(['Users', 'Groups'] as const).flatMap((resource) => [
    scimRefusesSessions('GET', resource),
    scimRefusesSessions('PUT', resource, {
      schemas: [`urn:ietf:params:scim:schemas:core:2.0:${resource.slice(0, -1)}`],
      userName: 'taken@example.com',
      displayName: 'Taken',
    }),
    scimRefusesSessions('PATCH', resource, PATCH),
    scimRefusesSessions('DELETE', resource),
  ]),
];

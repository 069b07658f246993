import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PASSWORD_MIN_LENGTH } from '@quadro/contract/password-rules';
import rootPackage from '../../../../../package.json' with { type: 'json' };
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

interface Operation {
  security?: unknown[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}

describe('the OpenAPI document tells the truth', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  let document: Record<string, unknown>;
  before(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ url: '/openapi/json' })).json();
    paths = document.paths as typeof paths;
  });
  after(() => t.close());

  const operation = (method: string, path: string) => {
    const found = paths[path]?.[method];
    assert.ok(found, `${method} ${path} documented`);
    return found;
  };
  const bodySchema = (op: Operation, type = 'application/json') => {
    const schema = op.requestBody?.content[type]?.schema;
    assert.ok(schema, `a ${type} body`);
    return schema as { properties: Record<string, Record<string, unknown>>; oneOf?: unknown[] };
  };

  it("carries the root package.json's version, Quadro's one version", () => {
    assert.equal((document.info as { version: string }).version, rootPackage.version);
  });

  it('declares bearer security on the routes that need a token, and none on public ones', () => {
    assert.equal(document.security, undefined, 'no global security');
    for (const [method, path] of [
      ['get', '/health'],
      ['post', '/connect/token'],
      ['post', '/account/Register'],
      ['post', '/account/ForgotPassword'],
      ['post', '/account/ResetPassword'],
      ['get', '/files/profile-pictures/{fileId}'],
    ] as const) {
      assert.deepEqual(operation(method, path).security, [], `${method} ${path}`);
    }
    for (const route of t.app.guardedRoutes.filter((guarded) => guarded.access !== 'public')) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      assert.deepEqual(operation(route.method.toLowerCase(), path).security, [{ bearer: [] }]);
    }
  });

  it('describes the password rules, marital statuses, grant types and the upload body', () => {
    const password = bodySchema(operation('post', '/account/Register')).properties.password;
    assert.match(String(password?.description), new RegExp(`At least ${PASSWORD_MIN_LENGTH}`));
    const marital = JSON.stringify(
      bodySchema(operation('put', '/api/accounts')).properties.marital_status,
    );
    assert.match(marital, /"enum":\[1,2,3,4,5\]/);
    const grants = JSON.stringify(
      bodySchema(operation('post', '/connect/token'), 'application/x-www-form-urlencoded'),
    );
    assert.match(grants, /"grant_type":\{"type":"string","enum":\["password"\]\}/);
    assert.match(grants, /"grant_type":\{"type":"string","enum":\["refresh_token"\]\}/);
    const upload = bodySchema(
      operation('put', '/api/accounts/profile-picture'),
      'multipart/form-data',
    );
    assert.equal(upload.properties.file?.format, 'binary');
  });

  it('declares the statuses routes really answer', () => {
    const picture = operation('get', '/files/profile-pictures/{fileId}');
    assert.ok('404' in picture.responses && '200' in picture.responses);
    for (const path of ['/account/Register', '/account/ForgotPassword', '/account/ResetPassword']) {
      const responses = operation('post', path).responses;
      for (const status of ['400', '401', '413', '415', '429']) {
        assert.ok(status in responses, `${status} on ${path}`);
      }
    }
    const activation = operation('put', '/api/accounts/{id}/activation').responses;
    for (const status of ['400', '401', '403', '404', '413', '415'])
      assert.ok(status in activation);
  });

  it('answers 405 with Allow to a method a path does not serve, 404 to a path that does not exist', async () => {
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/connect/token' });
    assert.equal(wrongMethod.statusCode, 405);
    assert.equal(wrongMethod.headers.allow, 'POST');
    assert.equal(wrongMethod.json().error, 'method_not_allowed');
    const withId = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/00000000-0000-4000-8000-000000000000/activation',
    });
    assert.equal(withId.statusCode, 405);
    assert.equal(withId.headers.allow, 'PUT');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/nothing' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode, 404);
  });
});

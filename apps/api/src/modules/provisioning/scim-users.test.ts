import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { assertValidScim, createScimToken, rowsOf, scimClient } from './scim-test-client.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

/** RFC 7644 §3.3's Babs Jensen, with the work e-mail Quadro takes as userName. */
const babs = (email: string) => ({
  schemas: [USER],
  userName: 'bjensen',
  externalId: `ext-${email}`,
  name: { formatted: 'Ms. Barbara J Jensen, III', familyName: 'Jensen', givenName: 'Barbara' },
  emails: [{ value: email, type: 'work', primary: true }],
});

describe('/scim/v2/Users', () => {
  let t: TestApp;
  let token = '';
  const scim = scimClient(
    () => t,
    () => token,
  );
  const list = async (query: string) => {
    const response = await scim('GET', `/Users?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  const userNames = async (filter: string) =>
    (await list(`filter=${encodeURIComponent(filter)}&count=200`)).Resources.map(
      (user: { userName: string }) => user.userName,
    ).sort();

  before(async () => {
    t = await createTestApp();
    token = (await createScimToken(t)).token;
  });
  after(() => t.close());

  it('creates a User as RFC 7644 §3.3 does: 201, Location, meta; userName becomes the e-mail', async () => {
    const response = await scim('POST', '/Users', babs('Bjensen@Example.com'));
    assert.equal(response.statusCode, 201, response.body);
    assert.match(response.headers['content-type'] ?? '', /^application\/scim\+json/);
    const user = response.json();
    assertValidScim(user);
    assert.equal(response.headers.location, user.meta.location);
    assert.equal(user.meta.location, `${t.config.publicUrl}/scim/v2/Users/${user.id}`);
    assert.equal(user.meta.resourceType, 'User');
    assert.ok(user.meta.created && user.meta.lastModified && user.meta.version);
    assert.equal(user.userName, 'bjensen@example.com');
    assert.deepEqual(user.emails, [{ value: 'bjensen@example.com', type: 'work', primary: true }]);
    assert.deepEqual(user.name, {
      formatted: 'Barbara Jensen',
      givenName: 'Barbara',
      familyName: 'Jensen',
    });
    assert.equal(user.externalId, 'ext-Bjensen@Example.com');
    assert.equal(user.active, true);

    const read = await scim('GET', `/Users/${user.id}`);
    assert.deepEqual(read.json(), user);
    const [person] = await rowsOf<{ profiles: string[]; enabled: boolean }>(
      t,
      `select profiles, enabled from users where id = '${user.id}'`,
    );
    assert.deepEqual(person, { profiles: ['employee'], enabled: true });
    const mails = await rowsOf(t, 'select 1 from mail_outbox where "to" = \'bjensen@example.com\'');
    assert.equal(mails.length, 0, 'no invitation: the person signs in through the provider');

    const again = await scim('POST', '/Users', {
      ...babs('bjensen@example.com'),
      userName: 'BJENSEN@example.com',
    });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(again.json(), {
      schemas: [ERROR],
      status: '409',
      scimType: 'uniqueness',
      detail: 'A person with the e-mail bjensen@example.com already exists',
    });
    const noEmail = await scim('POST', '/Users', { schemas: [USER], userName: 'nobody' });
    assert.equal(noEmail.statusCode, 400);
    assert.equal(noEmail.json().scimType, 'invalidValue');
  });

  it("filters as RFC 7644 §3.4.2.2's examples do, in SQL", async () => {
    for (const [given, family, email] of [
      ['Kevin', "O'Malley", 'kevin.omalley@example.org'],
      ['Jane', 'Jones', 'jane.jones@example.org'],
      ['Joe', 'Jurado', 'joe@other.example'],
    ] as const) {
      const created = await scim('POST', '/Users', {
        schemas: [USER],
        userName: email,
        name: { givenName: given, familyName: family },
      });
      assert.equal(created.statusCode, 201, created.body);
    }
    assert.deepEqual(await userNames('userName eq "JANE.JONES@example.org"'), [
      'jane.jones@example.org',
    ]);
    assert.deepEqual(await userNames('name.familyName co "O\'Malley"'), [
      'kevin.omalley@example.org',
    ]);
    assert.deepEqual(await userNames('userName sw "J" and userName ew "@example.org"'), [
      'jane.jones@example.org',
    ]);
    assert.deepEqual(
      await userNames(
        'emails[type eq "work" and value co "@example.org"] and not (name.givenName eq "Kevin")',
      ),
      ['jane.jones@example.org'],
    );
    assert.deepEqual(
      await userNames(
        'emails.value eq "joe@other.example" or externalId eq "ext-Bjensen@Example.com"',
      ),
      ['bjensen@example.com', 'joe@other.example'],
    );
    const unknown = await scim('GET', `/Users?filter=${encodeURIComponent('title pr')}`);
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().scimType, 'invalidFilter');
    const broken = await scim('GET', `/Users?filter=${encodeURIComponent('userName eq')}`);
    assert.equal(broken.json().scimType, 'invalidFilter');

    const jane = (
      await list(`filter=${encodeURIComponent('userName eq "jane.jones@example.org"')}`)
    ).Resources[0];
    const since = await userNames(`meta.lastModified ge "${jane.meta.lastModified}"`);
    assert.ok(since.includes('jane.jones@example.org') && !since.includes('hr@example.com'));
    const notADate = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('meta.lastModified gt "yesterday"')}`,
    );
    assert.equal(notADate.json().scimType, 'invalidFilter');
    assert.ok((await userNames('active eq true')).includes('hr@example.com'));
  });

  it('pages with startIndex and count, totalResults counting every match, sortBy applied', async () => {
    const all = await list('count=0');
    assert.equal(all.Resources.length, 0);
    assert.ok(all.totalResults > 10);
    const first = await list('startIndex=1&count=3&sortBy=userName');
    const second = await list('startIndex=4&count=3&sortBy=userName');
    assert.equal(first.totalResults, all.totalResults);
    assert.deepEqual([first.startIndex, first.itemsPerPage, second.startIndex], [1, 3, 4]);
    const names = [...first.Resources, ...second.Resources].map(
      (user: { userName: string }) => user.userName,
    );
    assert.deepEqual(names, [...names].sort());
    assert.equal(new Set(names).size, 6);
    const last = await list(`startIndex=${all.totalResults}&count=5`);
    assert.equal(last.Resources.length, 1);
    const capped = await list('count=100000');
    assert.ok(capped.itemsPerPage <= 200);
    for (const user of capped.Resources) assertValidScim(user);
    const descending = await list('sortBy=name.familyName&sortOrder=descending&count=5');
    assert.equal(descending.Resources.length, 5);
    assert.equal((await scim('GET', '/Users?count=many')).statusCode, 400);
  });

  it('replaces a User with PUT and patches it as RFC 7644 §3.5.2 (add, replace, remove)', async () => {
    const created = (await scim('POST', '/Users', babs('put.me@example.com'))).json();
    const put = await scim('PUT', `/Users/${created.id}`, {
      schemas: [USER],
      userName: 'barbara.jensen@example.com',
      name: { givenName: 'Barbara', familyName: 'Jensen-Smith' },
      emails: [{ value: 'barbara.jensen@example.com', type: 'work', primary: true }],
      active: true,
    });
    assert.equal(put.statusCode, 200, put.body);
    assertValidScim(put.json());
    assert.equal(put.json().userName, 'barbara.jensen@example.com');
    assert.equal(put.json().displayName, 'Barbara Jensen-Smith');
    assert.equal(put.json().externalId, undefined, 'PUT replaces: no externalId given, none kept');

    const patch = (Operations: object[]) =>
      scim('PATCH', `/Users/${created.id}`, { schemas: [PATCH_OP], Operations });
    const added = await patch([{ op: 'add', path: 'externalId', value: 'bj-1' }]);
    assert.equal(added.json().externalId, 'bj-1');
    const replaced = await patch([
      { op: 'replace', path: 'name.familyName', value: 'Jensen' },
      { op: 'replace', path: 'emails[type eq "work"].value', value: 'babs@example.com' },
    ]);
    assert.equal(replaced.statusCode, 200, replaced.body);
    assertValidScim(replaced.json());
    assert.equal(replaced.json().displayName, 'Barbara Jensen');
    assert.equal(replaced.json().userName, 'babs@example.com');
    const renamed = await patch([{ op: 'Replace', path: 'displayName', value: 'Babs Jensen' }]);
    assert.equal(renamed.json().name.givenName, 'Babs');
    const removed = await patch([{ op: 'remove', path: 'externalId' }]);
    assert.equal(removed.json().externalId, undefined);
    assert.ok(removed.json().meta.lastModified >= created.meta.lastModified);

    const taken = await patch([{ op: 'replace', path: 'userName', value: 'hr@example.com' }]);
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().scimType, 'uniqueness');
    const noPatchOp = await scim('PATCH', `/Users/${created.id}`, { Operations: [] });
    assert.equal(noPatchOp.statusCode, 400);
    assert.equal(noPatchOp.json().scimType, 'invalidSyntax');
    const badPath = await patch([{ op: 'remove', path: 'emails[type eq' }]);
    assert.equal(badPath.statusCode, 400, badPath.body);
    assert.equal(badPath.json().scimType, 'invalidSyntax');

    const audit = await rowsOf<{ action: string }>(
      t,
      `select action from audit_log where entity_id = '${created.id}' order by created_at`,
    );
    assert.ok(audit.some((row) => row.action === 'person.update-by-scim'));
  });

  it('DELETE deactivates (the company keeps its records); unknown ids are 404 in SCIM form', async () => {
    const created = (await scim('POST', '/Users', babs('leaving@example.com'))).json();
    const deleted = await scim('DELETE', `/Users/${created.id}`);
    assert.equal(deleted.statusCode, 204);
    assert.equal((await scim('GET', `/Users/${created.id}`)).json().active, false);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await scim('GET', `/Users/${id}`);
      assert.equal(missing.statusCode, 404);
      assert.deepEqual(missing.json(), {
        schemas: [ERROR],
        status: '404',
        detail: `User ${id} not found`,
      });
    }
  });

  it('accepts application/json too and answers the discovery documents', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}` },
      payload: { schemas: [USER], userName: 'json.client@example.com' },
    });
    assert.equal(json.statusCode, 201, json.body);
    const withCharset = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/scim+json; charset=utf-8',
      },
      payload: JSON.stringify({ schemas: [USER], userName: 'charset.client@example.com' }),
    });
    assert.equal(withCharset.statusCode, 201, withCharset.body);
    const unknownPath = await scim('GET', '/Widgets');
    assert.equal(unknownPath.statusCode, 404);
    assert.deepEqual(unknownPath.json().schemas, [ERROR]);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      payload: '{"userName":',
    });
    assert.equal(notJson.statusCode, 400);
    assert.equal(notJson.json().scimType, 'invalidSyntax');

    const config = (await scim('GET', '/ServiceProviderConfig')).json();
    assert.equal(config.patch.supported, true);
    assert.deepEqual(config.filter, { supported: true, maxResults: 200 });
    assert.equal(config.bulk.supported, false);
    assert.equal(config.etag.supported, false);
    assert.equal(config.authenticationSchemes[0].type, 'oauthbearertoken');
    const types = (await scim('GET', '/ResourceTypes')).json();
    assert.deepEqual(
      types.Resources.map((type: { endpoint: string }) => type.endpoint),
      ['/Users', '/Groups'],
    );
    const schemas = (await scim('GET', '/Schemas')).json();
    assert.deepEqual(
      schemas.Resources.map((schema: { id: string }) => schema.id),
      [USER, 'urn:ietf:params:scim:schemas:core:2.0:Group'],
    );
  });

  it('refuses a missing, wrong or revoked token with 401 and the SCIM error body', async () => {
    const revoked = await createScimToken(t);
    const hr = await t.authAs('hr@example.com');
    await t.app.inject({ method: 'DELETE', url: `/api/scim-tokens/${revoked.id}`, headers: hr });
    const person = await t.authAs('hr@example.com');
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${revoked.token}` },
      { authorization: `Basic ${Buffer.from(`x:${token}`).toString('base64')}` },
      person,
    ]) {
      const response = await t.app.inject({ url: '/scim/v2/Users', headers });
      assert.equal(response.statusCode, 401);
      assert.equal(response.headers['www-authenticate'], 'Bearer realm="scim"');
      assert.deepEqual(response.json().schemas, [ERROR]);
      assert.equal(response.json().status, '401');
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  assertValidScim,
  createScimToken,
  FINANCE_PROVIDER,
  rowsOf,
  scimClient,
} from './scim-test-client.ts';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

describe('/scim/v2/Groups', () => {
  let t: TestApp;
  let token = '';
  const scim = scimClient(
    () => t,
    () => token,
  );
  const newUser = async (userName: string) => {
    const response = await scim('POST', '/Users', { schemas: [USER], userName });
    assert.equal(response.statusCode, 201, response.body);
    return response.json().id as string;
  };
  const profilesOf = async (id: string) => {
    const [row] = await rowsOf<{ profiles: string[] }>(
      t,
      `select profiles from users where id = '${id}'`,
    );
    return row?.profiles;
  };
  const patchGroup = (id: string, Operations: object[]) =>
    scim('PATCH', `/Groups/${id}`, { schemas: [PATCH_OP], Operations });

  before(async () => {
    t = await createTestApp({ OIDC_PROVIDERS: JSON.stringify([FINANCE_PROVIDER]) });
    token = (await createScimToken(t, FINANCE_PROVIDER.id)).token;
  });
  after(() => t.close());

  it('creates, reads, filters, replaces and deletes Groups with their members', async () => {
    const ana = await newUser('ana.group@example.com');
    const rui = await newUser('rui.group@example.com');
    const created = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Tour Guides',
      externalId: 'tg',
      members: [{ value: ana, type: 'User' }],
    });
    assert.equal(created.statusCode, 201, created.body);
    const group = created.json();
    assertValidScim(group);
    assert.equal(created.headers.location, `${t.config.publicUrl}/scim/v2/Groups/${group.id}`);
    assert.deepEqual(group.members, [
      {
        value: ana,
        display: 'ana.group',
        $ref: `${t.config.publicUrl}/scim/v2/Users/${ana}`,
        type: 'User',
      },
    ]);
    const user = (await scim('GET', `/Users/${ana}`)).json();
    assertValidScim(user);
    assert.deepEqual(
      user.groups.map((entry: { value: string; display: string }) => [entry.value, entry.display]),
      [[group.id, 'Tour Guides']],
    );

    const twice = await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Tour Guides' });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().scimType, 'uniqueness');
    const stranger = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Ghosts',
      members: [{ value: '00000000-0000-4000-8000-000000000000' }],
    });
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json().scimType, 'invalidValue');

    const filter = (expression: string, extra = '') =>
      scim('GET', `/Groups?filter=${encodeURIComponent(expression)}${extra}`);
    const byName = (await filter('displayName eq "tour guides"')).json();
    assert.equal(byName.totalResults, 1);
    assert.equal(byName.Resources[0].members.length, 1);
    const lean = (
      await filter('displayName eq "Tour Guides"', '&excludedAttributes=members')
    ).json();
    assert.deepEqual(lean.Resources[0].members, []);
    assert.equal(
      (await filter(`id eq "${group.id}" and members[value eq "${ana}"]`)).json().totalResults,
      1,
    );
    assert.equal((await filter(`members.value eq "${rui}"`)).json().totalResults, 0);
    assert.equal((await filter('members.display eq "x"')).json().scimType, 'invalidFilter');

    const replaced = await scim('PUT', `/Groups/${group.id}`, {
      schemas: [GROUP],
      displayName: 'Guides',
      members: [{ value: rui }],
    });
    assert.equal(replaced.statusCode, 200, replaced.body);
    assertValidScim(replaced.json());
    assert.deepEqual(
      replaced.json().members.map((member: { value: string }) => member.value),
      [rui],
    );
    assert.equal(replaced.json().externalId, undefined);

    assert.equal((await scim('DELETE', `/Groups/${group.id}`)).statusCode, 204);
    assert.equal((await scim('GET', `/Groups/${group.id}`)).statusCode, 404);
    assert.deepEqual((await scim('GET', `/Users/${rui}`)).json().groups, []);
  });

  it('patches members as RFC 7644 §3.5.2 does: add, remove by members[value eq], replace', async () => {
    const [a, b, c] = [
      await newUser('a.patch@example.com'),
      await newUser('b.patch@example.com'),
      await newUser('c.patch@example.com'),
    ];
    const group = (
      await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Patchers' })
    ).json();
    const members = async (response: Awaited<ReturnType<typeof scim>>) => {
      assert.equal(response.statusCode, 200, response.body);
      assertValidScim(response.json());
      return response
        .json()
        .members.map((member: { value: string }) => member.value)
        .sort();
    };
    assert.deepEqual(
      await members(
        await patchGroup(group.id, [
          { op: 'add', path: 'members', value: [{ value: a }, { value: b }, { value: c }] },
        ]),
      ),
      [a, b, c].sort(),
    );
    assert.deepEqual(
      await members(
        await patchGroup(group.id, [{ op: 'remove', path: `members[value eq "${b}"]` }]),
      ),
      [a, c].sort(),
    );
    assert.deepEqual(
      await members(
        await patchGroup(group.id, [{ op: 'Remove', path: 'members', value: [{ value: a }] }]),
      ),
      [c],
    );
    const renamed = await patchGroup(group.id, [
      { op: 'replace', value: { displayName: 'Patchers 2', externalId: 'p2' } },
      { op: 'replace', path: 'members', value: [{ value: a }] },
    ]);
    assert.deepEqual(await members(renamed), [a]);
    assert.equal(renamed.json().displayName, 'Patchers 2');
    assert.equal(renamed.json().externalId, 'p2');
    assert.deepEqual(
      await members(await patchGroup(group.id, [{ op: 'remove', path: 'members' }])),
      [],
    );
  });

  it("gives and takes a mapped profile with the Finance group, per the token's provider", async () => {
    const id = await newUser('money@example.com');
    assert.deepEqual(await profilesOf(id), ['employee']);
    const finance = (
      await scim('POST', '/Groups', { schemas: [GROUP], displayName: 'Finance' })
    ).json();
    await patchGroup(finance.id, [{ op: 'add', path: 'members', value: [{ value: id }] }]);
    assert.deepEqual(await profilesOf(id), ['employee', 'financial']);
    await patchGroup(finance.id, [{ op: 'remove', path: `members[value eq "${id}"]` }]);
    assert.deepEqual(await profilesOf(id), ['employee']);

    await patchGroup(finance.id, [{ op: 'add', path: 'members', value: [{ value: id }] }]);
    await patchGroup(finance.id, [{ op: 'replace', path: 'displayName', value: 'Accounting' }]);
    assert.deepEqual(await profilesOf(id), ['employee'], 'a renamed group no longer maps');

    const audit = await rowsOf<{ before: unknown; after: { profiles: string[] } }>(
      t,
      `select before, after from audit_log where action = 'person.profiles-by-scim' and entity_id = '${id}' order by created_at, id`,
    );
    assert.deepEqual(
      audit.map((row) => row.after.profiles),
      [['employee', 'financial'], ['employee'], ['employee', 'financial'], ['employee']],
    );

    const unmapped = (await createScimToken(t)).token;
    const other = await scim(
      'POST',
      '/Groups',
      { schemas: [GROUP], displayName: 'Finance', members: [{ value: id }] },
      unmapped,
    );
    assert.equal(other.statusCode, 201, other.body);
    assert.deepEqual(await profilesOf(id), ['employee'], 'a token without a provider maps nothing');
  });
});

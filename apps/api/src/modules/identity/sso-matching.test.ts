import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { and, eq, sql } from 'drizzle-orm';
import {
  accessClaims,
  providerUser,
  type SsoFixture,
  startSsoFixture,
} from '../../../test/sso-sign-in-fixture.ts';
import { tokenForm } from '../../../test/test-app.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';
import { users } from '../people/people.public.ts';

describe('single sign-on: who signs in, and with which profiles', () => {
  let f: SsoFixture;
  const auditOf = async (action: string, entityId: string) =>
    f.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));
  const profilesOf = async (email: string) => {
    const [row] = await f.t.database.db
      .select({ profiles: users.profiles })
      .from(users)
      .where(eq(users.email, email));
    return row?.profiles;
  };
  const userOf = (email: string) => {
    const user = f.idp.users.find((candidate) => candidate.email === email);
    assert.ok(user);
    return user;
  };

  before(async () => {
    f = await startSsoFixture([
      providerUser('sub-ana', 'employee@example.com', { name: 'Ana Ferreira' }),
      providerUser('sub-tiago', 'trainee@example.com', { email_verified: false }),
      providerUser('sub-stranger', 'stranger@example.com'),
      providerUser('sub-tomas', 'tomas.barbosa@example.com'),
      providerUser('sub-twin', 'twin@example.com'),
      providerUser('sub-beatriz', 'beatriz.carvalho@example.com', { groups: ['Finance'] }),
      providerUser('sub-new', 'new.hire@example.com', {
        name: undefined,
        given_name: 'Nova',
        family_name: 'Contratada',
        groups: ['HR', 'Staff'],
      }),
      providerUser('sub-plain', 'plain.hire@example.com', { name: 'Plain Hire' }),
      providerUser('sub-pedro', 'comercial@example.com', { amr: ['pwd', 'mfa'] }),
      providerUser('sub-rui', 'rui.lopes@example.com'),
    ]);
  });
  beforeEach(() => f.clock.set(new Date()));
  after(() => f.close());

  it('refuses an e-mail the provider did not verify', async () => {
    assert.equal(
      f.refusalOf(await f.signIn('test-idp', 'trainee@example.com')),
      'unverified_email',
    );
  });

  it('refuses somebody Quadro does not know', async () => {
    assert.equal(f.refusalOf(await f.signIn('test-idp', 'stranger@example.com')), 'unknown_person');
  });

  it('refuses a disabled person, by e-mail and once linked', async () => {
    assert.equal(
      f.refusalOf(await f.signIn('test-idp', 'tomas.barbosa@example.com')),
      'disabled_person',
    );
    await f.tokensFor('test-idp', 'rui.lopes@example.com');
    await f.t.database.db
      .update(users)
      .set({ enabled: false })
      .where(eq(users.email, 'rui.lopes@example.com'));
    assert.equal(
      f.refusalOf(await f.signIn('test-idp', 'rui.lopes@example.com')),
      'disabled_person',
    );
  });

  it('refuses an e-mail two people share (differing in case), never guessing', async () => {
    // users.email is unique whatever its case; a database from before that rule may hold both.
    await f.t.database.db.execute(sql`drop index users_email_unique`);
    for (const email of ['twin@example.com', 'Twin@Example.com']) {
      await f.t.database.db
        .insert(users)
        .values({ email, name: 'A Twin', passwordHash: '!invited', enabled: true });
    }
    assert.equal(f.refusalOf(await f.signIn('test-idp', 'twin@example.com')), 'ambiguous_email');
  });

  it('links the person by verified e-mail once, audited; then the subject wins over a changed e-mail', async () => {
    const ana = await f.t.personId('employee@example.com');
    const first = await f.tokensFor('test-idp', 'employee@example.com');
    assert.equal(accessClaims(first.access_token).sub, ana);
    const [linked] = await auditOf('sign-in-link.create', ana);
    assert.deepEqual(linked?.after, {
      providerId: 'test-idp',
      subject: 'sub-ana',
      email: 'employee@example.com',
    });

    userOf('employee@example.com').email = 'hr@example.com';
    try {
      const again = await f.tokensFor('test-idp', 'hr@example.com');
      assert.equal(accessClaims(again.access_token).sub, ana);
    } finally {
      userOf('hr@example.com').email = 'employee@example.com';
    }
    assert.equal((await auditOf('sign-in-link.create', ana)).length, 1);

    const links = await f.t.app.inject({
      url: `/api/employees/${ana}/sign-in-links`,
      headers: await f.t.authAs('hr@example.com'),
    });
    assert.equal(links.statusCode, 200, links.body);
    const [link] = links.json();
    assert.equal(links.json().length, 1);
    assert.equal(link.providerId, 'test-idp');
    assert.equal(link.providerName, 'Test IdP');
    assert.equal(link.subject, 'sub-ana');
    assert.equal(link.email, 'hr@example.com', 'the e-mail the provider gave last');
    assert.equal(link.createdBySignIn, false);
    assert.equal(link.provisioned, false);
    assert.ok(link.lastSignInAt);
  });

  it("applies the provider's groups to the profiles it maps, audited when they change", async () => {
    const beatriz = await f.t.personId('beatriz.carvalho@example.com');
    const granted = await f.tokensFor('mapped-idp', 'beatriz.carvalho@example.com');
    assert.deepEqual(granted.profiles, ['employee', 'financial']);
    const [change] = await auditOf('person.profiles-by-sign-in', beatriz);
    assert.deepEqual(change?.before, { profiles: ['employee'] });
    assert.deepEqual(change?.after, {
      profiles: ['employee', 'financial'],
      providerId: 'mapped-idp',
      groups: ['Finance'],
    });

    await f.tokensFor('mapped-idp', 'beatriz.carvalho@example.com');
    assert.equal((await auditOf('person.profiles-by-sign-in', beatriz)).length, 1, 'no change');

    userOf('beatriz.carvalho@example.com').groups = ['Staff'];
    const removed = await f.tokensFor('mapped-idp', 'beatriz.carvalho@example.com');
    assert.deepEqual(removed.profiles, ['employee']);
    assert.deepEqual(await profilesOf('beatriz.carvalho@example.com'), ['employee']);
    assert.equal((await auditOf('person.profiles-by-sign-in', beatriz)).length, 2);
  });

  it('creates an unknown person on first sign-in when the provider may, with mapped profiles', async () => {
    const tokens = await f.tokensFor('jit-idp', 'new.hire@example.com');
    assert.deepEqual(tokens.profiles, ['hr']);
    const id = await f.t.personId('new.hire@example.com');
    const [person] = await f.t.database.db.select().from(users).where(eq(users.id, id));
    assert.equal(person?.name, 'Nova Contratada');
    assert.equal(person?.enabled, true);
    assert.equal(person?.passwordHash, '!invited');
    const mails = await f.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new.hire@example.com'));
    assert.deepEqual(mails, [], 'no invitation to choose a password');
    const [created] = await auditOf('person.create-by-sign-in', id);
    assert.deepEqual(created?.after, {
      name: 'Nova Contratada',
      email: 'new.hire@example.com',
      profiles: ['hr'],
      providerId: 'jit-idp',
      subject: 'sub-new',
    });
    const links = await f.t.app.inject({
      url: `/api/employees/${id}/sign-in-links`,
      headers: await f.t.authAs('hr@example.com'),
    });
    assert.equal(links.json()[0].createdBySignIn, true);

    const again = await f.tokensFor('jit-idp', 'new.hire@example.com');
    assert.equal(accessClaims(again.access_token).sub, id, 'the same person, not a second one');

    const plain = await f.tokensFor('jit-idp', 'plain.hire@example.com');
    assert.deepEqual(plain.profiles, ['employee'], "the provider's default profiles");
  });

  it("takes the provider's second factor (amr) for the two-factor requirement, and keeps it on refresh", async () => {
    const required = await f.t.app.inject({
      method: 'PUT',
      url: '/api/system-parameters/twoFactorRequiredProfiles',
      headers: await f.t.authAs('hr@example.com'),
      payload: { value: 'comercial' },
    });
    assert.equal(required.statusCode, 200, required.body);
    const projects = (token: string) =>
      f.t.app.inject({ url: '/api/projects', headers: { authorization: `Bearer ${token}` } });

    const mfa = await f.tokensFor('test-idp', 'comercial@example.com');
    assert.equal(accessClaims(mfa.access_token).tfa, true);
    assert.equal((await projects(mfa.access_token)).statusCode, 200);
    const refreshed = await f.t.app.inject(
      tokenForm({ grant_type: 'refresh_token', refresh_token: mfa.refresh_token, ...WEB_CLIENT }),
    );
    assert.equal(refreshed.statusCode, 200, refreshed.body);
    assert.equal((await projects(refreshed.json().access_token)).statusCode, 200);

    userOf('comercial@example.com').amr = ['pwd'];
    const passwordOnly = await f.tokensFor('test-idp', 'comercial@example.com');
    const refused = await projects(passwordOnly.access_token);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error, 'two_factor_required');
  });

  it("shows an employee's sign-in links to HR only", async () => {
    const ana = await f.t.personId('employee@example.com');
    const asColleague = await f.t.app.inject({
      url: `/api/employees/${ana}/sign-in-links`,
      headers: await f.t.authAs('joao.pereira@example.com'),
    });
    assert.equal(asColleague.statusCode, 403);
    const unknown = await f.t.app.inject({
      url: '/api/employees/00000000-0000-4000-8000-000000000000/sign-in-links',
      headers: await f.t.authAs('hr@example.com'),
    });
    assert.equal(unknown.statusCode, 404);
    const anonymous = await f.t.app.inject({ url: `/api/employees/${ana}/sign-in-links` });
    assert.equal(anonymous.statusCode, 401);
  });
});

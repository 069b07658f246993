import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { accountSchema } from '@quadro/contract/account';
import { employeeRecordSchema } from '@quadro/contract/employees';
import { ERASURE_MESSAGES, erasureResultSchema } from '@quadro/contract/erasure';
import { WEB_CLIENT } from '@quadro/contract/oauth';
import { postResultSchema } from '@quadro/contract/posts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type AuthHeaders, bodyOf, fieldsOf, routeClient } from '../../../test/route-client.ts';
import { createTestApp, type TestApp, tokenForm } from '../../../test/test-app.ts';
import { columnsHolding } from '../../../test/text-columns-search.ts';
import type { FormPart } from '../../../test/upload-fixtures.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';

const LEAVER = 'mariana.ribeiro@example.com';
const LEAVER_NIF = '245678905';

const picture = async (name: string): Promise<FormPart> => ({
  name,
  type: 'image/png',
  content: await sharp({ create: { width: 24, height: 24, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer(),
});

describe('POST /api/employees/:id/erasure', () => {
  let t: TestApp;
  const { call, upload } = routeClient(() => t);
  let hr: AuthHeaders;
  let leaverId: string;
  let leaverName: string;
  let refreshToken: string;
  let pictureUrl: string;

  const erase = (id: string, confirm: string, headers: AuthHeaders = hr) =>
    call('POST', `/api/employees/${id}/erasure`, headers, { confirm_name: confirm });
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const legalRecords = () =>
    rows<{ contracts: number; salaries: number }>(
      sql`select (select count(*)::int from contracts where user_id = ${leaverId}) as contracts,
                 (select count(*)::int from salaries where user_id = ${leaverId}) as salaries`,
    );

  /** The leaver leaves traces everywhere a person does, then HR disables the account. */
  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
    leaverId = await t.personId(LEAVER);
    const session = await t.login(LEAVER);
    refreshToken = session.refresh_token;
    const leaver = { authorization: `Bearer ${session.access_token}` };
    const own = accountSchema.parse(bodyOf(await call('GET', '/api/accounts', leaver)));
    leaverName = own.name;
    bodyOf(
      await call('PUT', '/api/accounts', leaver, {
        name: leaverName,
        nickname: 'Mari',
        birthdate: '1990-04-02',
        phone_number: '+351 912 345 678',
        alternate_email: 'mariana.personal@example.net',
      }),
    );
    bodyOf(
      await upload('PUT', '/api/accounts/profile-picture', leaver, [
        ['file', await picture('mariana-ribeiro.png')],
      ]),
    );
    const record = employeeRecordSchema.parse(
      bodyOf(await call('GET', `/api/employees/${leaverId}`, hr)),
    );
    bodyOf(
      await call('PUT', `/api/employees/${leaverId}`, hr, {
        name: record.name,
        email: record.email,
        profiles: record.profiles,
        start_date: record.start_date,
        contract_type: record.contract_type,
        job_title: record.job_title ?? 'Analyst',
        working_weekdays: record.working_weekdays,
        daily_hours: record.daily_hours,
        tax_number: LEAVER_NIF,
      }),
    );
    const own_post = postResultSchema.parse(
      bodyOf(
        await upload('POST', '/api/posts', leaver, [
          ['text', `Greetings from ${leaverName}`],
          ['images', await picture('beach.png')],
        ]),
        201,
      ),
    ).post;
    pictureUrl = own_post.images[0]?.url ?? '';
    const hrPost = postResultSchema.parse(
      bodyOf(
        await upload('POST', '/api/posts', hr, [
          ['text', `Farewell @[${leaverName}](${leaverId}), write to ${LEAVER}!`],
        ]),
        201,
      ),
    ).post;
    bodyOf(
      await call('POST', `/api/posts/${hrPost.id}/comments`, leaver, {
        text: 'Thank you all',
      }),
      201,
    );
    await call('POST', '/account/ForgotPassword', {} as AuthHeaders, { email: LEAVER });
    bodyOf(await call('PUT', `/api/accounts/${leaverId}/activation`, hr, { enabled: false }));
  });
  after(() => t.close());

  it('is HR’s alone (403 to anyone else, as for a random id); an unknown id is 404', async () => {
    for (const email of ['employee@example.com', 'financial@example.com', 'admin@example.com']) {
      const headers = await t.authAs(email);
      const response = await erase(leaverId, leaverName, headers);
      assert.equal(response.statusCode, 403, `${email}: ${response.body}`);
      assert.equal((await erase(crypto.randomUUID(), 'Nobody', headers)).statusCode, 403);
    }
    assert.equal((await erase(crypto.randomUUID(), 'Nobody')).statusCode, 404);
  });

  it('refuses an enabled person (409) and a name not typed exactly (400 on confirm_name)', async () => {
    const enabledId = await t.personId('employee@example.com');
    const [enabled] = await rows<{ name: string }>(
      sql`select name from users where id = ${enabledId}`,
    );
    const refused = await erase(enabledId, enabled?.name ?? '');
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, ERASURE_MESSAGES.stillEnabled);

    const mistyped = await erase(leaverId, leaverName.toUpperCase());
    assert.equal(mistyped.statusCode, 400, mistyped.body);
    assert.deepEqual(fieldsOf(mistyped), ['confirm_name']);
    assert.equal(mistyped.json().fields[0].message, ERASURE_MESSAGES.nameMismatch);
    assert.deepEqual(
      await columnsHolding(t.database.db, LEAVER_NIF),
      ['users.tax_number', 'audit_log.after'].sort(),
    );
  });

  it('leaves neither name, e-mail nor NIF in any text column; the legal records stay the person’s', async () => {
    const keptBefore = await legalRecords();
    assert.ok((keptBefore[0]?.contracts ?? 0) > 0 && (keptBefore[0]?.salaries ?? 0) > 0);
    for (const value of [leaverName, LEAVER, LEAVER_NIF])
      assert.notDeepEqual(await columnsHolding(t.database.db, value), [], `${value} is written`);

    const result = erasureResultSchema.parse(bodyOf(await erase(leaverId, leaverName)));
    assert.match(result.name, /^Former employee [0-9A-F]{6}$/);

    for (const value of [leaverName, LEAVER, LEAVER_NIF, 'Mari', '912 345 678', 'mariana.personal'])
      assert.deepEqual(await columnsHolding(t.database.db, value), [], `${value} is left`);
    assert.deepEqual(await legalRecords(), keptBefore);

    const record = employeeRecordSchema.parse(
      bodyOf(await call('GET', `/api/employees/${leaverId}`, hr)),
    );
    assert.equal(record.name, result.name);
    assert.match(record.email, /@erased\.invalid$/);
    assert.equal(record.tax_number, null);
    assert.ok(record.erased_at);
    assert.equal((await t.app.inject({ url: pictureUrl })).statusCode, 404);
    const [audit] = await rows<{ after: unknown }>(
      sql`select after from audit_log where action = 'person.erasure' and entity_id = ${leaverId}`,
    );
    assert.deepEqual(audit?.after, { name: result.name, email: record.email });
  });

  it('never lets the person back in: password, refresh token, reset link, re-activation', async () => {
    for (const username of [LEAVER, `erased-${leaverId}@erased.invalid`]) {
      const response = await t.app.inject(
        tokenForm({ grant_type: 'password', username, password: DEMO_PASSWORD, ...WEB_CLIENT }),
      );
      assert.equal(response.statusCode, 400, response.body);
    }
    const refreshed = await t.app.inject(
      tokenForm({ grant_type: 'refresh_token', refresh_token: refreshToken, ...WEB_CLIENT }),
    );
    assert.equal(refreshed.statusCode, 400, refreshed.body);
    const [codes] = await rows<{ total: number }>(
      sql`select count(*)::int as total from password_reset_codes where user_id = ${leaverId}`,
    );
    assert.equal(codes?.total, 0);
    const reactivation = await call('PUT', `/api/accounts/${leaverId}/activation`, hr, {
      enabled: true,
    });
    assert.equal(reactivation.statusCode, 404, reactivation.body);
    const again = await erase(leaverId, 'anything');
    assert.equal(again.statusCode, 409, again.body);
  });
});

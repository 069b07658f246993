import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { systemParameterListSchema } from '@quadro/contract/system-parameters';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testConfig } from '../../../test/test-config.ts';
import { buildApp } from '../../app.ts';
import { auditTrailOf } from '../../platform/audit/audit-trail.ts';
import { PARAMETER_POLL_MS } from '../../platform/parameters/parameter-cache.ts';
import { users } from '../people/people.public.ts';

describe('/api/system-parameters', () => {
  let t: TestApp;
  let hr: { authorization: string };
  const change = (key: string, value: unknown, headers = hr) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/system-parameters/${key}`,
      headers,
      payload: { value },
    });
  const list = async () =>
    systemParameterListSchema.parse(
      (await t.app.inject({ url: '/api/system-parameters', headers: hr })).json(),
    );

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('lists every parameter with its default before anybody changed it, but the demo seed’s', async () => {
    const parameters = await list();
    assert.deepEqual(
      parameters.map(({ key, value, updated_by }) => ({
        key,
        value,
        updated_by: updated_by && key === 'twoFactorRequiredProfiles' ? 'demo seed' : updated_by,
      })),
      [
        { key: 'pricePerKilometre', value: '0.40', updated_by: null },
        { key: 'kilometreMapMonthlyCap', value: '2250.00', updated_by: null },
        { key: 'kilometreMapDeadlineDay', value: 15, updated_by: null },
        { key: 'kilometreMapResubmitWorkingDays', value: 5, updated_by: null },
        { key: 'annualVacationDays', value: 22, updated_by: null },
        { key: 'hiringYearVacationDaysPerMonth', value: 2, updated_by: null },
        { key: 'hiringYearVacationCap', value: 20, updated_by: null },
        { key: 'monthsBeforeVacation', value: 6, updated_by: null },
        { key: 'vacationCarryOverUntil', value: '04-30', updated_by: null },
        { key: 'travelPassMonthlyCap', value: '150.00', updated_by: null },
        { key: 'travelPassReminderDay', value: 20, updated_by: null },
        { key: 'workMapReminderDay', value: 25, updated_by: null },
        { key: 'vacationAllowanceMonth', value: 6, updated_by: null },
        { key: 'christmasAllowanceMonth', value: 11, updated_by: null },
        // The demo company asks nobody yet (parameters/parameters.seed.ts); the default is hr,
        // financial, admin.
        { key: 'twoFactorRequiredProfiles', value: '', updated_by: 'demo seed' },
        { key: 'companyTimeZone', value: 'Europe/Lisbon', updated_by: null },
        { key: 'pdfMaxPages', value: 6000, updated_by: null },
        { key: 'pdfSecondsLimit', value: 300, updated_by: null },
        { key: 'workMapSecondApprovers', value: '', updated_by: null },
        { key: 'vacationSecondApprovers', value: '', updated_by: null },
        { key: 'travelPassSecondApprovers', value: '', updated_by: null },
        { key: 'kilometreMapSecondApprovers', value: '', updated_by: null },
        { key: 'roadTripSecondApprovers', value: '', updated_by: null },
        { key: 'tripJustificationSecondApprovers', value: '', updated_by: null },
        { key: 'salaryReceiptSecondApprovers', value: '', updated_by: null },
        { key: 'allowancePlanSecondApprovers', value: '', updated_by: null },
        { key: 'employerSocialSecurityRate', value: '23.75', updated_by: null },
        { key: 'ssoOnlyProfiles', value: '', updated_by: null },
        { key: 'legalRetentionYears', value: 10, updated_by: null },
      ],
    );
  });

  it('stores a change with who and when, audits it, and counts it at once on this instance', async () => {
    const response = await change('annualVacationDays', 25);
    assert.equal(response.statusCode, 200, response.body);
    const [hrRow] = await t.database.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.email, 'hr@example.com'));
    const body = response.json();
    assert.equal(body.value, 25);
    assert.equal(body.default_value, 22);
    assert.deepEqual(body.updated_by, hrRow);
    assert.ok(Date.now() - Date.parse(body.updated_at) < 60_000);
    assert.equal(t.app.systemParameters.current().annualVacationDays, 25);

    const [entry] = await auditTrailOf(t.database.db, 'system_parameters', 'annualVacationDays');
    assert.equal(entry?.action, 'system-parameter.update');
    assert.equal(entry?.actorId, hrRow?.id);
    assert.deepEqual(entry?.before, { value: 22 });
    assert.deepEqual(entry?.after, { value: 25 });

    await change('annualVacationDays', 23);
    const trail = await auditTrailOf(t.database.db, 'system_parameters', 'annualVacationDays');
    assert.deepEqual(trail.at(-1)?.before, { value: 25 });
  });

  it('stores money exactly in canonical form', async () => {
    const response = await change('pricePerKilometre', '0.36');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().value, '0.36');
    assert.equal(t.app.systemParameters.current().pricePerKilometre, '0.36');
  });

  it("checks each value against its own key's type and bounds (400 naming value)", async () => {
    const refusals: [string, unknown, RegExp][] = [
      ['kilometreMapMonthlyCap', '-5', /at most 2 decimals/],
      ['kilometreMapMonthlyCap', '100.005', /at most 2 decimals/],
      ['kilometreMapMonthlyCap', 2250.005, /^Enter an amount such as 1234\.50$/],
      ['kilometreMapDeadlineDay', 31, /between 1 and 28/],
      ['kilometreMapDeadlineDay', '15', /whole number/],
      ['annualVacationDays', 10, /at least 22/],
      ['companyTimeZone', 'Lisbon', /time zone/],
    ];
    for (const [key, value, message] of refusals) {
      const response = await change(key, value);
      assert.equal(response.statusCode, 400, `${key}=${value}: ${response.body}`);
      const [field] = response.json().fields;
      assert.equal(field.field, 'value');
      assert.match(field.message, message, `${key}=${value}`);
    }
    assert.equal(t.app.systemParameters.current().kilometreMapDeadlineDay, 15);
    assert.equal((await change('noSuchParameter', 1)).statusCode, 400);
  });

  it('lets nobody but HR read or change them', async () => {
    for (const email of ['financial@example.com', 'admin@example.com', 'employee@example.com']) {
      const headers = await t.authAs(email);
      assert.equal(
        (await t.app.inject({ url: '/api/system-parameters', headers })).statusCode,
        403,
      );
      assert.equal((await change('annualVacationDays', 30, headers)).statusCode, 403);
    }
    assert.notEqual(t.app.systemParameters.current().annualVacationDays, 30);
  });

  it('reaches a second instance on the same database within its poll interval', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'quadro-parameters-'));
    let second: FastifyInstance | undefined;
    try {
      second = await buildApp({
        config: testConfig({ QUADRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        database: t.database,
        logger: false,
      });
      await second.ready();
      assert.equal(second.systemParameters.current().companyTimeZone, 'Europe/Lisbon');
      assert.equal((await change('companyTimeZone', 'Atlantic/Azores')).statusCode, 200);
      // Many poll intervals: a loaded machine may run the poll late, but never skip it.
      const deadline = Date.now() + Math.max(PARAMETER_POLL_MS * 5, 30_000);
      while (second.systemParameters.current().companyTimeZone !== 'Atlantic/Azores') {
        assert.ok(Date.now() < deadline, 'the second instance never saw the change');
        await delay(50);
      }
    } finally {
      await second?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

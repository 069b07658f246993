import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isTimeZone,
  parseParameterValue,
  SYSTEM_PARAMETER_DEFAULTS,
  SYSTEM_PARAMETER_KEYS,
  SYSTEM_PARAMETERS,
} from './system-parameters.ts';

describe('system parameters', () => {
  it('has the spec and issue defaults, each valid for its own schema', () => {
    assert.deepEqual(SYSTEM_PARAMETER_DEFAULTS, {
      pricePerKilometre: '0.40',
      kilometreMapMonthlyCap: '2250.00',
      kilometreMapDeadlineDay: 15,
      kilometreMapResubmitWorkingDays: 5,
      annualVacationDays: 22,
      hiringYearVacationDaysPerMonth: 2,
      hiringYearVacationCap: 20,
      monthsBeforeVacation: 6,
      vacationCarryOverUntil: '04-30',
      travelPassMonthlyCap: '150.00',
      travelPassReminderDay: 20,
      workMapReminderDay: 25,
      vacationAllowanceMonth: 6,
      christmasAllowanceMonth: 11,
      twoFactorRequiredProfiles: 'hr, financial, admin',
      companyTimeZone: 'Europe/Lisbon',
      pdfMaxPages: 6000,
      pdfSecondsLimit: 300,
      workMapSecondApprovers: '',
      vacationSecondApprovers: '',
      travelPassSecondApprovers: '',
      kilometreMapSecondApprovers: '',
      roadTripSecondApprovers: '',
      tripJustificationSecondApprovers: '',
      salaryReceiptSecondApprovers: '',
      allowancePlanSecondApprovers: '',
      employerSocialSecurityRate: '23.75',
      ssoOnlyProfiles: '',
      legalRetentionYears: 10,
    });
    for (const key of SYSTEM_PARAMETER_KEYS) {
      assert.ok(
        SYSTEM_PARAMETERS[key].schema.safeParse(SYSTEM_PARAMETERS[key].defaultValue).success,
        key,
      );
    }
  });

  it('reads the two-factor profiles as a list of known profiles', () => {
    assert.deepEqual(parseParameterValue('twoFactorRequiredProfiles', ' HR,administrator , hr'), {
      ok: true,
      value: 'hr, admin',
    });
    assert.deepEqual(parseParameterValue('twoFactorRequiredProfiles', ''), { ok: true, value: '' });
    assert.equal(parseParameterValue('twoFactorRequiredProfiles', 'hr, boss').ok, false);
  });

  it("takes a second approval level's deciders among the first level's only", () => {
    assert.deepEqual(parseParameterValue('vacationSecondApprovers', 'CTO'), {
      ok: true,
      value: 'cto',
    });
    assert.equal(parseParameterValue('vacationSecondApprovers', 'financial').ok, false);
    assert.deepEqual(parseParameterValue('salaryReceiptSecondApprovers', 'admin'), {
      ok: true,
      value: 'admin',
    });
    assert.equal(parseParameterValue('travelPassSecondApprovers', 'hr').ok, false);
  });

  it('checks each value against its own key', () => {
    assert.deepEqual(parseParameterValue('pricePerKilometre', '0.4'), { ok: true, value: '0.40' });
    // A money parameter takes a JSON number of at most two decimals as its digits, like every amount.
    assert.deepEqual(parseParameterValue('pricePerKilometre', 0.4), { ok: true, value: '0.40' });
    assert.equal(parseParameterValue('pricePerKilometre', 0.405).ok, false);
    assert.equal(parseParameterValue('kilometreMapMonthlyCap', '-1').ok, false);
    assert.equal(parseParameterValue('kilometreMapDeadlineDay', 29).ok, false);
    assert.equal(parseParameterValue('kilometreMapDeadlineDay', 1.5).ok, false);
    assert.equal(parseParameterValue('annualVacationDays', 21).ok, false);
    assert.deepEqual(parseParameterValue('annualVacationDays', 25), { ok: true, value: 25 });
    assert.equal(parseParameterValue('companyTimeZone', 'Mars/Olympus').ok, false);
    assert.deepEqual(parseParameterValue('companyTimeZone', 'Europe/Madrid'), {
      ok: true,
      value: 'Europe/Madrid',
    });
  });

  it('knows IANA zones and nothing else', () => {
    assert.equal(isTimeZone('Europe/Lisbon'), true);
    assert.equal(isTimeZone('Atlantic/Azores'), true);
    assert.equal(isTimeZone('lisbon'), false);
    assert.equal(isTimeZone(''), false);
  });

  it('takes the carry-over day as a day every year has', () => {
    const schema = SYSTEM_PARAMETERS.vacationCarryOverUntil.schema;
    for (const good of ['04-30', '12-31', '01-01']) assert.ok(schema.safeParse(good).success, good);
    for (const bad of ['04-31', '02-29', '4-30', '13-01', ''])
      assert.ok(!schema.safeParse(bad).success, bad);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  allowanceInstalments,
  allowanceTargetYear,
  canGenerateAllowancePlans,
  christmasProportion,
  generatableAllowanceYears,
  monthsOfService,
  proportionOf,
  serviceMonths,
  vacationsProportion,
} from './allowance-amount.ts';
import { ALLOWANCE_MESSAGES } from './allowances.ts';
import { fromCents, toCents } from './money.ts';

const BY_LAW = { daysPerMonth: 2, cap: 20 };
const sum = (amounts: string[]) => fromCents(amounts.reduce((total, a) => total + toCents(a), 0n));

describe('months of service', () => {
  it('is 12 in a whole year, and counts full months in the years of hiring and leaving', () => {
    assert.equal(monthsOfService(2026, { startDate: '2019-05-02', leftOn: null }), 12);
    assert.equal(monthsOfService(2026, { startDate: '2026-03-10', leftOn: null }), 9);
    assert.equal(monthsOfService(2026, { startDate: '2026-01-01', leftOn: null }), 12);
    assert.equal(monthsOfService(2026, { startDate: '2020-01-01', leftOn: '2026-07-01' }), 6);
    assert.equal(monthsOfService(2026, { startDate: '2026-02-01', leftOn: '2026-05-01' }), 3);
    assert.equal(monthsOfService(2026, { startDate: '2027-01-04', leftOn: null }), 0);
    assert.equal(monthsOfService(2026, { startDate: '2020-01-01', leftOn: '2025-12-01' }), 0);
  });
});

describe('allowance amounts', () => {
  it('pays a month of the base salary in a full year', () => {
    const always = { startDate: '2019-05-02', leftOn: null };
    assert.equal(proportionOf('1850.00', christmasProportion(2026, always)), '1850.00');
    assert.equal(proportionOf('1850.00', vacationsProportion(2026, always, BY_LAW)), '1850.00');
  });

  it('pays Christmas by months of service ÷ 12 and Vacations by days earned ÷ 22 in the hiring year', () => {
    const hired = { startDate: '2026-03-10', leftOn: null };
    assert.deepEqual(christmasProportion(2026, hired), { numerator: 9, denominator: 12 });
    assert.equal(proportionOf('1850.00', christmasProportion(2026, hired)), '1387.50');
    // 9 full months × 2 days = 18 of 22.
    assert.deepEqual(vacationsProportion(2026, hired, BY_LAW), { numerator: 18, denominator: 22 });
    assert.equal(proportionOf('1850.00', vacationsProportion(2026, hired, BY_LAW)), '1513.64');
    // Hired in January: 20 days at most, so 20/22 of a month.
    const january = { startDate: '2026-01-01', leftOn: null };
    assert.equal(proportionOf('2200.00', vacationsProportion(2026, january, BY_LAW)), '2000.00');
  });

  it('pays both by months of service ÷ 12 in the leaving year', () => {
    const leaving = { startDate: '2018-09-01', leftOn: '2026-05-01' };
    assert.equal(proportionOf('1200.00', christmasProportion(2026, leaving)), '400.00');
    assert.deepEqual(vacationsProportion(2026, leaving, BY_LAW), { numerator: 4, denominator: 12 });
  });

  it('rounds half a cent up without floats', () => {
    assert.equal(proportionOf('1000.01', { numerator: 1, denominator: 2 }), '500.01');
    assert.equal(proportionOf('0.03', { numerator: 1, denominator: 2 }), '0.02');
    assert.equal(proportionOf('1234.56', { numerator: 0, denominator: 12 }), '0.00');
  });
});

describe('instalments', () => {
  it('pays in full in one month', () => {
    assert.deepEqual(
      allowanceInstalments({
        amount: '1850.00',
        schedule: 'FULL',
        paymentMonth: 6,
        firstMonth: 1,
        lastMonth: 12,
      }),
      [{ month: 6, amount: '1850.00', part: 'full' }],
    );
  });

  it('pays twelfths that add up to the cent, the last taking the remainder', () => {
    const twelfths = allowanceInstalments({
      amount: '1000.00',
      schedule: 'TWELFTHS',
      paymentMonth: 11,
      firstMonth: 1,
      lastMonth: 12,
    });
    assert.equal(twelfths.length, 12);
    assert.deepEqual(
      twelfths.slice(0, 11).map((part) => part.amount),
      Array(11).fill('83.33'),
    );
    assert.equal(twelfths[11]?.amount, '83.37');
    assert.equal(sum(twelfths.map((part) => part.amount)), '1000.00');
    assert.deepEqual(
      twelfths.map((part) => part.month),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    );
  });

  it('spreads the twelfths over the months of service only', () => {
    const employment = { startDate: '2026-03-10', leftOn: null };
    assert.deepEqual(serviceMonths(2026, employment), { firstMonth: 3, lastMonth: 12 });
    const parts = allowanceInstalments({
      amount: '1387.50',
      schedule: 'TWELFTHS',
      paymentMonth: 11,
      ...serviceMonths(2026, employment),
    });
    assert.equal(parts.length, 10);
    assert.equal(sum(parts.map((part) => part.amount)), '1387.50');
    assert.deepEqual(serviceMonths(2026, { startDate: '2020-01-01', leftOn: '2026-07-01' }), {
      firstMonth: 1,
      lastMonth: 6,
    });
  });

  it('pays half in twelfths and the other half in full, adding up to the cent', () => {
    const parts = allowanceInstalments({
      amount: '1850.01',
      schedule: 'HALF_TWELFTHS',
      paymentMonth: 6,
      firstMonth: 1,
      lastMonth: 12,
    });
    assert.equal(parts.length, 13);
    const full = parts.filter((part) => part.part === 'full');
    assert.deepEqual(full, [{ month: 6, amount: '925.01', part: 'full' }]);
    assert.equal(
      sum(parts.filter((part) => part.part === 'twelfth').map((part) => part.amount)),
      '925.00',
    );
    assert.equal(sum(parts.map((part) => part.amount)), '1850.01');
    assert.deepEqual(
      parts.map((part) => part.month),
      [1, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 12],
    );
  });
});

describe("the 'Add allowance' target year", () => {
  it('is this year until 30 November and the next one from 1 December (Lisbon days)', () => {
    assert.equal(allowanceTargetYear('2026-01-01'), 2026);
    assert.equal(allowanceTargetYear('2026-11-30'), 2026);
    assert.equal(allowanceTargetYear('2026-12-01'), 2027);
    assert.equal(allowanceTargetYear('2026-12-31'), 2027);
  });
});

describe("the years 'Generate plans for {year}' may generate", () => {
  it('is this year until 30 November, and this one or the next from 1 December', () => {
    assert.deepEqual(generatableAllowanceYears('2026-01-01'), [2026]);
    assert.deepEqual(generatableAllowanceYears('2026-11-30'), [2026]);
    assert.deepEqual(generatableAllowanceYears('2026-12-01'), [2026, 2027]);
    assert.deepEqual(generatableAllowanceYears('2026-12-31'), [2026, 2027]);
  });

  it('refuses any other year, a far one above all', () => {
    assert.equal(canGenerateAllowancePlans(2026, '2026-06-15'), true);
    assert.equal(canGenerateAllowancePlans(2027, '2026-06-15'), false);
    assert.equal(canGenerateAllowancePlans(2025, '2026-06-15'), false);
    assert.equal(canGenerateAllowancePlans(2098, '2026-06-15'), false);
    assert.equal(canGenerateAllowancePlans(2027, '2026-12-01'), true);
    assert.equal(canGenerateAllowancePlans(2028, '2026-12-01'), false);
  });

  it('names the years allowed in its message', () => {
    assert.equal(
      ALLOWANCE_MESSAGES.generateYear(generatableAllowanceYears('2026-06-15')),
      'Plans can only be generated for 2026',
    );
    assert.equal(
      ALLOWANCE_MESSAGES.generateYear(generatableAllowanceYears('2026-12-01')),
      'Plans can only be generated for 2026 or 2027',
    );
  });
});

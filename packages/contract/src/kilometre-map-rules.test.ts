import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  availableValue,
  claimedValue,
  dislocationLeft,
  dislocationToReceive,
  isMonthClosed,
  isMonthOpen,
  isOverMonthlyCap,
  isOverYear,
  isSendable,
  type KilometreMonth,
  kilometresOf,
  openMonthsOf,
  rateOfMonth,
  resubmitDeadline,
  sendDeadlineOf,
  sumKilometres,
  valueOfKilometres,
} from './kilometre-map-rules.ts';
import { SYSTEM_PARAMETER_DEFAULTS } from './system-parameters.ts';

const DEADLINE = SYSTEM_PARAMETER_DEFAULTS.kilometreMapDeadlineDay;
const CAP = SYSTEM_PARAMETER_DEFAULTS.kilometreMapMonthlyCap;

describe('kilometres from euros', () => {
  it('divides exactly and rounds to a tenth, half up', () => {
    assert.equal(kilometresOf('100.00', '0.40'), '250.0');
    assert.equal(kilometresOf('2250.00', '0.36'), '6250.0');
    assert.equal(kilometresOf('0.10', '0.36'), '0.3');
    // 10.01 / 0.40 = 25.025 → 25.0; 10.02 / 0.40 = 25.05 → 25.1 (half up, no float drift).
    assert.equal(kilometresOf('10.01', '0.40'), '25.0');
    assert.equal(kilometresOf('10.02', '0.40'), '25.1');
    assert.equal(kilometresOf('1.00', '0.365'), '2.7');
    assert.equal(kilometresOf('0.00', '0.40'), '0.0');
  });
  it('adds kilometres exactly, tenth by tenth', () => {
    assert.equal(sumKilometres(['0.1', '0.2', '1250.7']), '1251.0');
    assert.equal(sumKilometres([]), '0.0');
  });
});

describe('euros from kilometres', () => {
  it('multiplies exactly and rounds to the cent, half up', () => {
    assert.equal(valueOfKilometres('250.0', '0.400'), '100.00');
    assert.equal(valueOfKilometres('12.5', '0.36'), '4.50');
    // 0.1 km × 0.365 €/km = 0.0365 € → 0.04 €; 0.1 km × 0.345 = 0.0345 → 0.03 €.
    assert.equal(valueOfKilometres('0.1', '0.365'), '0.04');
    assert.equal(valueOfKilometres('0.1', '0.345'), '0.03');
    assert.equal(valueOfKilometres('0.0', '0.40'), '0.00');
  });
});

describe('the rate of a month', () => {
  const rates = [
    { effectiveDate: '2026-01-01', pricePerKm: '0.36' },
    { effectiveDate: '2026-07-15', pricePerKm: '0.40' },
  ];
  it('is the one in force on its first day, whatever the order given', () => {
    assert.equal(rateOfMonth(rates, '2026-03', '0.30'), '0.36');
    assert.equal(rateOfMonth(rates, '2026-07', '0.30'), '0.36', 'the 15th is after the 1st');
    assert.equal(rateOfMonth([...rates].reverse(), '2026-08', '0.30'), '0.40');
  });
  it('falls back before the first rate', () => {
    assert.equal(rateOfMonth(rates, '2025-12', '0.30'), '0.30');
  });
});

describe('the deadline', () => {
  it('lets a month be sent until its 15th included and never from the 16th', () => {
    assert.equal(isMonthOpen('2026-03', '2026-03-15', DEADLINE), true);
    assert.equal(isMonthOpen('2026-03', '2026-03-16', DEADLINE), false);
    assert.equal(isMonthOpen('2026-03', '2026-02-28', DEADLINE), true, 'sent ahead');
    assert.equal(isMonthOpen('2026-02', '2026-03-01', DEADLINE), false);
  });
  it('opens the months still to plan: this one until the 15th, then the next ones', () => {
    assert.equal(openMonthsOf(2026, '2026-11-15', DEADLINE).join(), '2026-11,2026-12');
    assert.equal(openMonthsOf(2026, '2026-11-16', DEADLINE).join(), '2026-12');
    assert.equal(openMonthsOf(2026, '2026-12-16', DEADLINE).length, 0);
    assert.equal(openMonthsOf(2027, '2026-11-16', DEADLINE).length, 12);
    assert.equal(openMonthsOf(2025, '2026-01-10', DEADLINE).length, 0);
  });
});

describe('a rejected month', () => {
  const holidays = new Set(['2026-12-01', '2026-12-08']);
  const rejected = (resubmitUntil: string | null): KilometreMonth => ({
    month: '2026-10',
    value: '90.00',
    status: 'Rejected',
    resubmitUntil,
  });

  it('may be fixed for working days after its rejection: weekends and holidays skipped', () => {
    assert.equal(resubmitDeadline('2026-11-27', 5, holidays), '2026-12-07');
    assert.equal(resubmitDeadline('2026-11-23', 5, holidays), '2026-11-30');
    assert.equal(resubmitDeadline('2026-11-28', 1, holidays), '2026-11-30', 'from a Saturday');
  });

  it('stays sendable after its 15th until the end of its window, then closes', () => {
    const month = rejected('2026-12-07');
    assert.equal(sendDeadlineOf(month, DEADLINE), '2026-12-07');
    assert.equal(isSendable(month, '2026-12-07', DEADLINE), true);
    assert.equal(isMonthClosed(month, '2026-12-07', DEADLINE), false);
    assert.equal(isMonthClosed(month, '2026-12-08', DEADLINE), true);
    assert.equal(claimedValue(month, '2026-12-08', DEADLINE), '0.00');
  });

  it('keeps its own deadline when that is later than the window', () => {
    assert.equal(
      sendDeadlineOf({ ...rejected('2026-10-09'), month: '2026-10' }, DEADLINE),
      '2026-10-15',
    );
  });

  it('a past month nobody sent is closed; a sent, approved or open one is not', () => {
    const unsent = { month: '2026-01', value: '0.00', status: 'PendingSubmission' } as const;
    assert.equal(isMonthClosed(unsent, '2026-11-28', DEADLINE), true);
    assert.equal(isMonthClosed({ ...unsent, month: '2026-12' }, '2026-11-28', DEADLINE), false);
    assert.equal(isMonthClosed({ ...unsent, status: 'Approved' }, '2026-11-28', DEADLINE), false);
    assert.equal(
      isMonthClosed({ ...unsent, status: 'PendingApproval' }, '2026-11-28', DEADLINE),
      false,
    );
  });
});

describe('the dislocation', () => {
  const months: KilometreMonth[] = [
    { month: '2026-01', value: '200.00', status: 'Approved' },
    { month: '2026-02', value: '150.50', status: 'PendingApproval' },
    { month: '2026-03', value: '90.00', status: 'Rejected' },
    { month: '2026-11', value: '300.00', status: 'PendingSubmission' },
  ];

  it('to receive is the year of monthly allowances, exactly', () => {
    assert.equal(dislocationToReceive(['100.10', '100.10', '0.00', '99.80']), '300.00');
    assert.equal(dislocationToReceive([]), '0.00');
  });

  it('left is what no sent or approved month holds, never below zero', () => {
    assert.equal(dislocationLeft('1200.00', months), '849.50');
    assert.equal(dislocationLeft('300.00', months), '0.00');
  });

  it('available is the lesser of left and the cap', () => {
    assert.equal(availableValue('849.50', CAP), '849.50');
    assert.equal(availableValue('5000.00', CAP), CAP);
  });

  it('a month over the cap is refused, one at the cap is not', () => {
    assert.equal(isOverMonthlyCap('2250.00', CAP), false);
    assert.equal(isOverMonthlyCap('2250.01', CAP), true);
  });

  it('a month unsent by its deadline claims nothing; sent, approved or open ones claim their value', () => {
    const today = '2026-11-20';
    assert.equal(claimedValue(months[0] as KilometreMonth, today, DEADLINE), '200.00');
    assert.equal(claimedValue(months[2] as KilometreMonth, today, DEADLINE), '0.00');
    assert.equal(claimedValue(months[3] as KilometreMonth, today, DEADLINE), '0.00');
    assert.equal(claimedValue(months[3] as KilometreMonth, '2026-11-15', DEADLINE), '300.00');
  });

  it('the months together may not claim more than the dislocation to receive', () => {
    assert.equal(isOverYear('650.50', months, '2026-11-10', DEADLINE), false);
    assert.equal(isOverYear('650.49', months, '2026-11-10', DEADLINE), true);
    assert.equal(isOverYear('350.50', months, '2026-11-20', DEADLINE), false, 'November lapsed');
  });
});

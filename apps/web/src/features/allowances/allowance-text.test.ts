import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AllowancePlan } from '@quadro/contract/allowances';
import {
  addAllowanceHint,
  basisText,
  dueHeader,
  dueIn,
  instalmentLabel,
  planCount,
  planLabel,
  planTitle,
  sortPlans,
  totalsEntries,
  totalsTitle,
} from './allowance-text.ts';

const CAROLINA = { id: 'c', name: 'Carolina Gomes' };

describe('allowance texts', () => {
  it('name a plan and count plans', () => {
    const plan = { allowance: 'VACATIONS', year: 2026, employee: CAROLINA } as const;
    assert.equal(planTitle(plan), 'Vacations 2026');
    assert.equal(planLabel(plan), 'Carolina Gomes, Vacations 2026');
    assert.equal(planCount(1), '1 plan');
    assert.equal(planCount(2), '2 plans');
  });

  it('sort plans newest year first, Vacations before Christmas', () => {
    const plans = [
      { allowance: 'CHRISTMAS', year: 2025 },
      { allowance: 'CHRISTMAS', year: 2026 },
      { allowance: 'VACATIONS', year: 2025 },
      { allowance: 'VACATIONS', year: 2026 },
    ] as const;
    assert.deepEqual(sortPlans(plans).map(planTitle), [
      'Vacations 2026',
      'Christmas 2026',
      'Vacations 2025',
      'Christmas 2025',
    ]);
  });

  it("say what 'Add allowance' adds, or why it is disabled and until when (spec §9)", () => {
    assert.equal(
      addAllowanceHint({ canAdd: true, targetYear: 2026, available: ['VACATIONS', 'CHRISTMAS'] }),
      'Choose how your Vacations or Christmas allowance of 2026 is paid.',
    );
    assert.equal(
      addAllowanceHint({ canAdd: true, targetYear: 2026, available: ['CHRISTMAS'] }),
      'Choose how your Christmas allowance of 2026 is paid.',
    );
    assert.equal(
      addAllowanceHint({ canAdd: false, targetYear: 2026, available: [] }),
      'Both allowances of 2026 are added. Those of 2027 can be added from December 2026.',
    );
    // In December the target year is already the next one: the one after opens a year later.
    assert.equal(
      addAllowanceHint({ canAdd: false, targetYear: 2027, available: [] }),
      'Both allowances of 2027 are added. Those of 2028 can be added from December 2027.',
    );
  });

  it('name instalments by month, marking the half paid in full', () => {
    const twelfth = { month: 6, amount: '62.50', part: 'twelfth' } as const;
    const full = { month: 6, amount: '750.00', part: 'full' } as const;
    assert.equal(instalmentLabel(twelfth, { schedule: 'TWELFTHS' }), 'June');
    assert.equal(instalmentLabel(full, { schedule: 'FULL' }), 'June');
    assert.equal(instalmentLabel(twelfth, { schedule: 'HALF_TWELFTHS' }), 'June');
    assert.equal(instalmentLabel(full, { schedule: 'HALF_TWELFTHS' }), 'June (in full)');
  });

  it('label the five totals, money in euros', () => {
    assert.deepEqual(
      totalsEntries({
        totalPlans: 3,
        totalEmployees: 2,
        totalVacations: '3000.5',
        totalChristmas: '1234.56',
        totalPayment: '4235.06',
      }),
      [
        { label: 'Plans', value: '3' },
        { label: 'Employees', value: '2' },
        { label: 'Vacations', value: '3.000,50\u00a0€' },
        { label: 'Christmas', value: '1.234,56\u00a0€' },
        { label: 'Total payment', value: '4.235,06\u00a0€' },
      ],
    );
    assert.equal(totalsTitle(undefined), 'Totals of the filtered plans');
    assert.equal(totalsTitle(11), 'Totals due in November');
  });

  it('explain how the amount was found', () => {
    const basis = (numerator: number, denominator: number): Pick<AllowancePlan, 'basis'> => ({
      basis: { baseSalary: '1500.00', numerator, denominator },
    });
    assert.equal(basisText(basis(12, 12)), 'A month of the base salary (1.500,00\u00a0€)');
    assert.equal(basisText(basis(9, 12)), '9/12 of a month of the base salary (1.500,00\u00a0€)');
    assert.equal(basisText({ basis: null }), 'Amount set by finance');
  });

  it('sum what a plan pays in a month, the twelfth and the half in full together', () => {
    const plan = {
      instalments: [
        { month: 6, amount: '62.50', part: 'twelfth' },
        { month: 6, amount: '750.00', part: 'full' },
        { month: 7, amount: '62.55', part: 'twelfth' },
      ],
    } as const;
    assert.equal(dueIn({ instalments: [...plan.instalments] }, 6), '812.50');
    assert.equal(dueIn({ instalments: [...plan.instalments] }, 7), '62.55');
    assert.equal(dueIn({ instalments: [...plan.instalments] }, 8), '0.00');
    assert.equal(dueHeader(7), 'Due in July');
  });
});

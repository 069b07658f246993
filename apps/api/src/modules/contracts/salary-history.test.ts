import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { salaryHistory } from './salary-history.ts';

const step = (
  id: string,
  baseSalary: string,
  dislocationAllowance: string,
  effectiveDate: string,
) => ({
  id,
  baseSalary,
  dislocationAllowance,
  effectiveDate,
});

describe('salary history', () => {
  it('is empty without salaries', () => {
    assert.deepEqual(salaryHistory([]), []);
  });

  it('opens with both amounts, then one entry per changed field, oldest first', () => {
    const history = salaryHistory([
      step('c', '1500.00', '150.00', '2026-01-01'),
      step('a', '1200.00', '0.00', '2024-09-01'),
      step('b', '1350.00', '0.00', '2025-03-01'),
    ]);
    assert.deepEqual(history, [
      {
        id: 'a',
        field: 'Base Salary',
        changed_at: '2024-09-01',
        from: null,
        to: '1200.00',
        dislocation: '0.00',
      },
      {
        id: 'b:base',
        field: 'Base Salary',
        changed_at: '2025-03-01',
        from: '1200.00',
        to: '1350.00',
      },
      {
        id: 'c:base',
        field: 'Base Salary',
        changed_at: '2026-01-01',
        from: '1350.00',
        to: '1500.00',
      },
      {
        id: 'c:dislocation',
        field: 'Dislocation',
        changed_at: '2026-01-01',
        from: '0.00',
        to: '150.00',
      },
    ]);
  });

  it('makes no entry for a salary that changed nothing', () => {
    const history = salaryHistory([
      step('a', '1200.00', '0.00', '2024-09-01'),
      step('b', '1200.00', '0.00', '2025-01-01'),
    ]);
    assert.equal(history.length, 1);
  });
});

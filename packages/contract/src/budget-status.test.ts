import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgetShare, budgetStatus } from './budget-status.ts';

describe('budgetShare', () => {
  it('is used ÷ budget to four decimals, half up', () => {
    assert.equal(budgetShare('90.00', '100.00'), '0.9000');
    assert.equal(budgetShare('1.00', '3.00'), '0.3333');
    assert.equal(budgetShare('2.00', '3.00'), '0.6667');
    assert.equal(budgetShare('150.00', '100.00'), '1.5000');
  });

  it('is null without a budget (none or zero)', () => {
    assert.equal(budgetShare('10.00', null), null);
    assert.equal(budgetShare('10.00', '0.00'), null);
  });
});

describe('budgetStatus', () => {
  it('is null when the project has no budget at all', () => {
    assert.equal(budgetStatus([]), null);
    assert.equal(
      budgetStatus([
        { used: '10.00', budget: null },
        { used: '500.00', budget: null },
      ]),
      null,
    );
    assert.equal(budgetStatus([{ used: '10.00', budget: '0.00' }]), null);
  });

  it('is On track below 90 %', () => {
    assert.equal(budgetStatus([{ used: '89.99', budget: '100.00' }]), 'OnTrack');
  });

  it('is At risk at exactly 90 %, and at exactly 100 %', () => {
    assert.equal(budgetStatus([{ used: '90.00', budget: '100.00' }]), 'AtRisk');
    assert.equal(budgetStatus([{ used: '100.00', budget: '100.00' }]), 'AtRisk');
  });

  it('is Over budget above 100 %, by a cent', () => {
    assert.equal(budgetStatus([{ used: '100.01', budget: '100.00' }]), 'OverBudget');
  });

  it('takes the worse of hours and euros', () => {
    const hoursOnTrack = { used: '10.00', budget: '100.00' };
    assert.equal(budgetStatus([hoursOnTrack, { used: '950.00', budget: '1000.00' }]), 'AtRisk');
    assert.equal(
      budgetStatus([
        { used: '95.00', budget: '100.00' },
        { used: '1200.00', budget: '1000.00' },
      ]),
      'OverBudget',
    );
    // A budget left unset does not count: only the hours decide.
    assert.equal(budgetStatus([hoursOnTrack, { used: '99999.00', budget: null }]), 'OnTrack');
  });
});

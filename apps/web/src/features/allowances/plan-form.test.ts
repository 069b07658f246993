import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AllowancePlan, newAllowancePlanSchema } from '@quadro/contract/allowances';
import {
  asksAgreement,
  asksPaymentMonth,
  newPlanBody,
  newPlanDefaults,
  planChangeDefaults,
  planChangesBody,
} from './plan-form.ts';

const DEFAULT_MONTHS = { VACATIONS: 6, CHRISTMAS: 11 };

describe("the employee's plan form", () => {
  it('asks the month of a part paid in full, and the agreement for twelfths', () => {
    assert.equal(asksPaymentMonth('FULL'), true);
    assert.equal(asksPaymentMonth('HALF_TWELFTHS'), true);
    assert.equal(asksPaymentMonth('TWELFTHS'), false);
    assert.equal(asksAgreement('FULL'), false);
    assert.equal(asksAgreement('TWELFTHS'), true);
    assert.equal(asksAgreement('HALF_TWELFTHS'), true);
    assert.equal(asksAgreement(undefined), false);
  });

  it('opens with the first allowance still to add, in full in its usual month', () => {
    assert.deepEqual(
      newPlanDefaults({ available: ['VACATIONS', 'CHRISTMAS'], defaultMonths: DEFAULT_MONTHS }),
      { allowance: 'VACATIONS', schedule: 'FULL', paymentMonth: 6, twelfthsAgreement: false },
    );
    assert.equal(
      newPlanDefaults({ available: ['CHRISTMAS'], defaultMonths: DEFAULT_MONTHS }).paymentMonth,
      11,
    );
  });

  it('refuses twelfths without the agreement, on the agreement', () => {
    const refused = newAllowancePlanSchema.safeParse({
      allowance: 'VACATIONS',
      schedule: 'TWELFTHS',
      paymentMonth: 6,
      twelfthsAgreement: false,
    });
    assert.equal(refused.success, false);
    assert.deepEqual(refused.error?.issues[0]?.path, ['twelfthsAgreement']);
  });

  it('sends no month for twelfths alone', () => {
    assert.deepEqual(
      newPlanBody({
        allowance: 'VACATIONS',
        schedule: 'TWELFTHS',
        paymentMonth: 6,
        twelfthsAgreement: true,
      }),
      { allowance: 'VACATIONS', schedule: 'TWELFTHS', twelfthsAgreement: true },
    );
    assert.deepEqual(
      newPlanBody({
        allowance: 'CHRISTMAS',
        schedule: 'HALF_TWELFTHS',
        paymentMonth: 12,
        twelfthsAgreement: true,
      }),
      {
        allowance: 'CHRISTMAS',
        schedule: 'HALF_TWELFTHS',
        paymentMonth: 12,
        twelfthsAgreement: true,
      },
    );
  });

  it('changes a plan from how it is, sending the month and agreement only where they apply', () => {
    const plan = { schedule: 'FULL', paymentMonth: 11, twelfthsAgreed: false } as AllowancePlan;
    assert.deepEqual(planChangeDefaults(plan), {
      schedule: 'FULL',
      paymentMonth: 11,
      twelfthsAgreement: false,
    });
    assert.deepEqual(
      planChangesBody({ schedule: 'FULL', paymentMonth: 12, twelfthsAgreement: false }),
      { schedule: 'FULL', paymentMonth: 12 },
    );
    assert.deepEqual(
      planChangesBody({ schedule: 'TWELFTHS', paymentMonth: 12, twelfthsAgreement: true }),
      { schedule: 'TWELFTHS', twelfthsAgreement: true },
    );
  });
});

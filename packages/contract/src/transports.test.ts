import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TRANSPORT_MESSAGES, transportInputSchema, transportLabel } from './transports.ts';

const valid = { operator: ' Carris ', passType: 'Navegante Municipal', monthlyPrice: '30,5' };
const fieldOf = (input: unknown) =>
  transportInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('transports', () => {
  it('trims the names and answers the price in canonical euros, a decimal comma read as a point', () => {
    assert.deepEqual(transportInputSchema.parse(valid), {
      operator: 'Carris',
      passType: 'Navegante Municipal',
      monthlyPrice: '30.50',
    });
  });

  it('refuses a missing operator, a price of zero, negative, over-precise or too high', () => {
    assert.deepEqual(fieldOf({ ...valid, operator: undefined }), [['operator', 'Required']]);
    assert.deepEqual(fieldOf({ ...valid, monthlyPrice: '0' }), [
      ['monthlyPrice', TRANSPORT_MESSAGES.priceAboveZero],
    ]);
    for (const price of ['-1', '1.234', '100000.01', 40.005, -40]) {
      assert.equal(
        fieldOf({ ...valid, monthlyPrice: price })?.[0]?.[0],
        'monthlyPrice',
        `${price}`,
      );
    }
    assert.equal(
      transportInputSchema.safeParse({ ...valid, monthlyPrice: '100000' }).success,
      true,
    );
  });

  it('labels a suggestion with its operator, pass type and pt-PT price', () => {
    assert.equal(
      transportLabel({ operator: 'Fertagus', passType: 'Navegante', monthlyPrice: '1234.50' }),
      'Fertagus – Navegante – 1.234,50\u00a0€',
    );
  });
});

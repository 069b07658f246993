import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { KilometreMap } from '@quadro/contract/kilometre-maps';
import { HttpError } from '../../app/api/http-error.ts';
import {
  formFieldOf,
  kilometreMapChanges,
  kilometreMapFormSchema,
  kilometreMapFormValues,
  withFormFields,
} from './kilometre-map-form.ts';

const MAP: KilometreMap = {
  year: 2030,
  employee: { id: 'ana', name: 'Ana Ferreira' },
  vehiclePlate: 'AA-00-BB',
  months: Array.from({ length: 12 }, (_, index) => ({
    id: null,
    month: `2030-${String(index + 1).padStart(2, '0')}`,
    value: index === 3 ? '150.50' : '0.00',
    pricePerKm: '0.40',
    kilometres: '0.0',
    status: index === 1 ? 'Approved' : 'PendingSubmission',
    rejectionReason: null,
    deadline: `2030-${String(index + 1).padStart(2, '0')}-15`,
    editable: index > 1,
    closed: index === 0,
  })),
};

const typed = (changes: Record<number, string>) => {
  const values = kilometreMapFormValues(MAP);
  for (const [index, value] of Object.entries(changes)) {
    (values.months[Number(index)] as { value: string }).value = value;
  }
  return kilometreMapFormSchema.parse(values);
};

describe('the kilometre map form', () => {
  it('shows saved values with a decimal comma and months at zero empty', () => {
    const values = kilometreMapFormValues(MAP);
    assert.equal(values.months[3]?.value, '150,50');
    assert.equal(values.months[4]?.value, '');
    assert.equal(values.vehiclePlate, 'AA-00-BB');
  });

  it('reads a decimal comma, and puts only the open months whose value changed', () => {
    const { body, sent } = kilometreMapChanges(MAP, typed({ 4: '200,5', 5: '' }));
    assert.deepEqual(body.months, [{ month: '2030-05', value: '200.50' }]);
    assert.deepEqual(sent, [4]);
    assert.equal(body.vehiclePlate, 'AA-00-BB');
  });

  it('refuses a value with three decimals under its month', () => {
    const result = kilometreMapFormSchema.safeParse({
      ...kilometreMapFormValues(MAP),
      months: kilometreMapFormValues(MAP).months.map((month, index) =>
        index === 6 ? { value: '10,005' } : month,
      ),
    });
    assert.equal(result.success, false);
    assert.deepEqual(result.error?.issues[0]?.path, ['months', 6, 'value']);
  });

  it("names the server's refusal by the month's input, not the place in the body", () => {
    assert.equal(formFieldOf('months.1.value', [4, 7]), 'months.7.value');
    assert.equal(formFieldOf('months', [4, 7]), 'months');
    assert.equal(formFieldOf('vehiclePlate', [4]), 'vehiclePlate');
    const error = new HttpError(400, 'Bad Request', {
      message: 'Too much',
      fields: [{ field: 'months.0.value', message: 'Too much' }],
    });
    const named = withFormFields(error, [9]) as HttpError;
    assert.deepEqual((named.body as { fields: unknown }).fields, [
      { field: 'months.9.value', message: 'Too much' },
    ]);
  });
});

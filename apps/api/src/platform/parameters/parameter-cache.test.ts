import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SYSTEM_PARAMETER_DEFAULTS } from '@quadro/contract/system-parameters';
import { valuesFromRows } from './parameter-cache.ts';

describe('parameter cache values', () => {
  it('reads stored rows over the defaults', () => {
    const values = valuesFromRows([{ key: 'annualVacationDays', value: 25 }]);
    assert.deepEqual(values, { ...SYSTEM_PARAMETER_DEFAULTS, annualVacationDays: 25 });
    assert.ok(Object.isFrozen(values));
  });

  it('falls back to the default for a row that no longer fits its key, and skips unknown keys', () => {
    const values = valuesFromRows([
      { key: 'kilometreMapDeadlineDay', value: 40 },
      { key: 'retiredParameter', value: 'x' },
    ]);
    assert.deepEqual(values, SYSTEM_PARAMETER_DEFAULTS);
  });
});

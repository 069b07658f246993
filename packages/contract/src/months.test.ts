import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { z } from 'zod';
import { everyEndpoint } from './every-endpoint.ts';
import {
  MONTH_KEY_RANGE_MESSAGE,
  MONTH_NUMBER_MESSAGE,
  monthKeySchema,
  monthNumberSchema,
  YEAR_MESSAGE,
  yearSchema,
} from './months.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const YEARS_OUT = [0, 1899, 2101, 9999, '0', '0000', '1899', '2101', '9999', 2026.5, 'abc', ''];
const YEARS_IN = [1900, 2100, 2026, '1900', '2100', '2026'];
const MONTH_KEYS_OUT = ['0000-01', '1899-12', '2101-01', '9999-12', '2026-13', '2026-00', '2026-1'];
const MONTH_KEYS_IN = ['1900-01', '2100-12', '2026-11'];
const MONTH_NUMBERS_OUT = [0, 13, '0', '13', 1.5, 'x'];
const MONTH_NUMBERS_IN = [1, 12, '1', '12'];

describe('the shared year and month schemas', () => {
  it('take a year from 1900 to 2100, as a number or a query string', () => {
    for (const year of YEARS_IN) assert.ok(yearSchema.safeParse(year).success, String(year));
    assert.equal(yearSchema.parse('2026'), 2026);
    for (const year of YEARS_OUT) {
      assert.deepEqual(messages(yearSchema.safeParse(year)), [YEAR_MESSAGE], String(year));
    }
  });

  it('take a month key from 1900-01 to 2100-12', () => {
    for (const month of MONTH_KEYS_IN) assert.ok(monthKeySchema.safeParse(month).success, month);
    for (const month of ['0000-01', '1899-12', '2101-01', '9999-12']) {
      assert.deepEqual(messages(monthKeySchema.safeParse(month)), [MONTH_KEY_RANGE_MESSAGE], month);
    }
  });

  it('take a month number from 1 to 12', () => {
    for (const month of MONTH_NUMBERS_IN) assert.ok(monthNumberSchema.safeParse(month).success);
    for (const month of MONTH_NUMBERS_OUT) {
      assert.deepEqual(messages(monthNumberSchema.safeParse(month)), [MONTH_NUMBER_MESSAGE]);
    }
  });

  it("say 'Required' when the value is missing", () => {
    for (const schema of [yearSchema, monthKeySchema, monthNumberSchema]) {
      assert.deepEqual(messages(schema.safeParse(undefined)), ['Required']);
    }
  });
});

type Def = { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; out?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The field names of an input schema's object, through its pipes, refinements and wrappers. */
function fieldNames(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') {
    return [...(def.in ? fieldNames(def.in) : []), ...(def.out ? fieldNames(def.out) : [])];
  }
  const inner = (def as { innerType?: z.ZodType }).innerType;
  return inner ? fieldNames(inner) : [];
}

const isYearField = (name: string) => name === 'year' || /[a-z]Year$/.test(name);
const isMonthField = (name: string) => name === 'month' || /[a-z]Month$/.test(name);

/** Whether parsing `{ [field]: value }` leaves the field itself without an issue. */
function fieldAccepts(schema: z.ZodType, field: string, value: unknown): boolean {
  const result = schema.safeParse({ [field]: value });
  return !result.error?.issues.some((issue) => issue.path[0] === field);
}

describe("every endpoint's month and year fields", () => {
  it('use the one 1900–2100 range, wherever they are sent', async () => {
    const checked: string[] = [];
    for (const [name, endpoint] of await everyEndpoint()) {
      for (const part of ['params', 'query', 'body', 'formData'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        for (const field of fieldNames(schema)) {
          const where = `${name} ${part}.${field}`;
          if (isYearField(field)) {
            checked.push(where);
            for (const year of YEARS_OUT.filter((value) => value !== '')) {
              assert.ok(!fieldAccepts(schema, field, year), `${where} refuses ${year}`);
            }
            for (const year of YEARS_IN) {
              assert.ok(fieldAccepts(schema, field, year), `${where} takes ${year}`);
            }
          } else if (isMonthField(field)) {
            checked.push(where);
            const byKey = fieldAccepts(schema, field, '2026-11');
            const [refused, taken] = byKey
              ? [MONTH_KEYS_OUT, MONTH_KEYS_IN]
              : [MONTH_NUMBERS_OUT, MONTH_NUMBERS_IN];
            for (const month of refused) {
              assert.ok(!fieldAccepts(schema, field, month), `${where} refuses ${month}`);
            }
            for (const month of taken) {
              assert.ok(fieldAccepts(schema, field, month), `${where} takes ${month}`);
            }
          }
        }
      }
    }
    // The travel pass's month, the work maps', the vacations', the holidays', the receipts', the
    // allowances': the walk reached them all.
    assert.ok(checked.length >= 12, checked.join('\n'));
  });
});

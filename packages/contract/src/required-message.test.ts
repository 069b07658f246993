import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { contractInputSchema, salaryInputSchema } from './contracts.ts';
import { everyEndpoint } from './every-endpoint.ts';
import { requiredOr } from './required-message.ts';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe("a missing field says 'Required'", () => {
  it('on POST /api/salary: a missing employee id, not Zod’s own words', () => {
    const result = salaryInputSchema.safeParse({
      base_salary: '1234',
      dislocation: '0',
      effective_date: '2026-01-01',
    });
    assert.deepEqual(messages(result), [['employee_id', 'Required']]);
  });

  it('for any schema with no message of its own, strings, ids, enums, numbers and booleans', () => {
    const schema = z.object({
      text: z.string(),
      id: z.uuid(),
      choice: z.enum(['a', 'b']),
      count: z.number(),
      flag: z.boolean(),
      literal: z.literal('yes'),
    });
    assert.deepEqual(messages(schema.safeParse({})), [
      ['text', 'Required'],
      ['id', 'Required'],
      ['choice', 'Required'],
      ['count', 'Required'],
      ['flag', 'Required'],
      ['literal', 'Required'],
    ]);
    // A wrong value keeps Zod's words; only the missing one is 'Required'.
    assert.notEqual(messages(schema.safeParse({ text: 1 }))[0]?.[1], 'Required');
  });

  it("keeps a select's own message for a wrong value, 'Required' when nothing was sent", () => {
    assert.deepEqual(messages(z.enum(['a'], { error: requiredOr('Pick one') }).safeParse('x')), [
      ['', 'Pick one'],
    ]);
    const missingType = contractInputSchema.safeParse({
      employee_id: '00000000-0000-4000-8000-000000000000',
      started_at: '2026-01-01',
      salary: '1000',
    });
    assert.deepEqual(messages(missingType), [['type', 'Required']]);
  });

  it('on every endpoint: each field missing from an empty params, query or body', async () => {
    const SEARCH_CALLS = new Set([
      'people.endpoints.ts searchPeople',
      'people.endpoints.ts searchScreens',
      'posts.endpoints.ts searchPosts',
    ]);
    let fields = 0;
    for (const [name, endpoint] of await everyEndpoint()) {
      for (const part of ['params', 'query', 'body', 'formData'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        for (const [path, message] of messages(schema.safeParse({}))) {
          // The search terms have the spec's own message, empty or missing.
          if (SEARCH_CALLS.has(name) && path === 'search') continue;
          fields += 1;
          assert.equal(message, 'Required', `${name} ${part}.${String(path)}`);
        }
      }
    }
    assert.ok(fields >= 50, `${fields} missing fields`);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { updateAccountSchema } from './account.ts';
import {
  emailSchema,
  isoDateSchema,
  maxLengthMessage,
  requiredText,
  UNSTORABLE_TEXT_MESSAGE,
} from './fields.ts';
import { registerRequestSchema, tokenRequestSchema } from './identity.ts';
import { passwordSchema } from './password-rules.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('shared field schemas', () => {
  it('refuse a NUL character and lone surrogates in every kind of string', () => {
    for (const bad of ['An\u0000a', '\ud800', 'x\udc00y', '\udfff\ud800']) {
      assert.ok(
        messages(requiredText({ max: 100 }).safeParse(bad)).includes(UNSTORABLE_TEXT_MESSAGE),
      );
      assert.ok(messages(emailSchema.safeParse(`a${bad}@b.pt`)).includes(UNSTORABLE_TEXT_MESSAGE));
      assert.ok(
        messages(passwordSchema.safeParse(`Aa1#aaaa${bad}`)).includes(UNSTORABLE_TEXT_MESSAGE),
      );
    }
    assert.equal(
      requiredText({ max: 10 }).parse(' 😀 Ana '),
      '😀 Ana',
      'paired surrogates are fine',
    );
  });

  it('say the length, not Required, for a value that is too long', () => {
    const name = updateAccountSchema.safeParse({ name: 'x'.repeat(100_000) });
    assert.deepEqual(messages(name), [maxLengthMessage(100)]);
    assert.deepEqual(messages(passwordSchema.safeParse(`Aa1#${'a'.repeat(200)}`)), [
      maxLengthMessage(128),
    ]);
    assert.deepEqual(messages(updateAccountSchema.safeParse({})), ['Required']);
  });

  it('accept dates from 1900 to 2100 only', () => {
    assert.equal(isoDateSchema.parse('1900-01-01'), '1900-01-01');
    assert.equal(isoDateSchema.parse('2100-12-31'), '2100-12-31');
    for (const day of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      assert.ok(!isoDateSchema.safeParse(day).success, day);
    }
  });

  it("say 'Required' for a missing or empty date, and name a malformed one", () => {
    const messageOf = (value: unknown) => isoDateSchema.safeParse(value).error?.issues[0]?.message;
    assert.equal(messageOf(undefined), 'Required');
    assert.equal(messageOf(''), 'Required');
    assert.notEqual(messageOf('2026-13-01'), 'Required');
  });

  it('reach the request schemas: register, account, token', () => {
    const register = registerRequestSchema.safeParse({
      name: 'A\u0000',
      email: 'a@b.pt',
      password: 'Aa1#aaaa',
      passwordConfirm: 'Aa1#aaaa',
    });
    assert.deepEqual(
      register.error?.issues.map((issue) => issue.path.join('.')),
      ['name'],
    );
    const token = tokenRequestSchema.safeParse({
      grant_type: 'password',
      username: 'a\u0000@b.pt',
      password: 'x',
      client_id: 'web',
    });
    assert.deepEqual(
      token.error?.issues.map((issue) => issue.path.join('.')),
      ['username'],
    );
    const birthdate = updateAccountSchema.safeParse({ name: 'Ana', birthdate: '0000-01-01' });
    assert.deepEqual(
      birthdate.error?.issues.map((issue) => issue.path.join('.')),
      ['birthdate'],
    );
  });
});

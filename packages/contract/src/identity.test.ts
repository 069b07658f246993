import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  registerFormSchema,
  registerRequestSchema,
  resetPasswordFormSchema,
} from './identity.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

function messagesByField(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  assert.equal(result.success, false);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

const { invalidEmail, passwordsDontMatch, required } = VALIDATION_MESSAGES;

describe('password confirmation shows beside the other fields’ messages', () => {
  it('register: bad e-mail, empty name and two different valid passwords give every message', () => {
    assert.deepEqual(
      messagesByField(registerFormSchema, {
        name: '',
        email: 'not-an-email',
        password: 'Abcdef1#',
        passwordConfirm: 'Abcdef1$',
      }),
      {
        name: [required],
        email: [invalidEmail],
        passwordConfirm: [passwordsDontMatch],
        checkbox: [required],
      },
    );
  });

  it('register request: the API reports the mismatch beside a bad e-mail too', () => {
    const byField = messagesByField(registerRequestSchema, {
      name: 'Ana',
      email: 'nope',
      password: 'Abcdef1#',
      passwordConfirm: 'Abcdef1$',
    });
    assert.deepEqual(byField.email, [invalidEmail]);
    assert.deepEqual(byField.passwordConfirm, [passwordsDontMatch]);
  });

  it('reset password: a weak password and a different confirmation give both messages', () => {
    assert.deepEqual(
      messagesByField(resetPasswordFormSchema, { password: 'weak', confirmedPassword: 'other' }),
      {
        password: [VALIDATION_MESSAGES.passwordRule],
        confirmedPassword: [passwordsDontMatch],
      },
    );
  });

  it('change password: a missing current password does not hide the mismatch', () => {
    assert.deepEqual(
      messagesByField(changePasswordFormSchema, {
        currentPassword: '',
        newPassword: 'Abcdef1#',
        confirmNewPassword: 'Abcdef1$',
      }),
      { currentPassword: [required], confirmNewPassword: [passwordsDontMatch] },
    );
  });

  it('an empty confirmation says Required only, not also a mismatch', () => {
    const byField = messagesByField(resetPasswordFormSchema, {
      password: 'Abcdef1#',
      confirmedPassword: '',
    });
    assert.deepEqual(byField.confirmedPassword, [required]);
  });
});

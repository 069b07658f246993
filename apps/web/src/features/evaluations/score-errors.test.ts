import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HttpError } from '../../app/api/http-error.ts';
import { showScoreErrors } from './score-errors.ts';
import type { ScoreRows } from './score-rows.ts';

const values: ScoreRows = {
  scores: [
    { goalId: 'a', score: null, comment: '' },
    { goalId: 'b', score: 5, comment: '' },
  ],
};

function formOf() {
  const errors: Array<{ name: string; message: string | undefined }> = [];
  return {
    errors,
    form: {
      getValues: (name: string) =>
        name
          .split('.')
          .reduce<unknown>(
            (value, key) => (value as Record<string, unknown> | undefined)?.[key],
            values,
          ),
      setError: (name: string, error: { message?: string }) =>
        errors.push({ name, message: error.message }),
    } as unknown as Parameters<typeof showScoreErrors>[0],
  };
}

describe("the API's refusal of sent scores", () => {
  it("goes under the form's row of the score it names", () => {
    const { errors, form } = formOf();
    const refusal = new HttpError(400, 'Bad Request', {
      message: 'Invalid',
      fields: [
        { field: 'scores.0.comment', message: 'A score of 5 (Outstanding) needs a comment' },
      ],
    });
    showScoreErrors(form, refusal, [1]);
    assert.deepEqual(errors, [
      { name: 'scores.1.comment', message: 'A score of 5 (Outstanding) needs a comment' },
    ]);
  });

  it("is the form's own error when it names no field", () => {
    const { errors, form } = formOf();
    showScoreErrors(
      form,
      new HttpError(409, 'Conflict', { message: 'The self-assessment is not open.' }),
      [1],
    );
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.name, 'root');
  });
});

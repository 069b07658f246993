import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EvaluationDetail } from '@quadro/contract/evaluation-calls';
import { EVALUATION_MESSAGES } from '@quadro/contract/evaluations';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { useSaveSelfAssessment } from '../api/save-self-assessment.ts';
import { showScoreErrors } from '../score-errors.ts';
import {
  type ScoreRows,
  scoreRowsOf,
  scoreRowsSchema,
  scoresToSend,
  unscoredRows,
} from '../score-rows.ts';
import { GoalScoreFields } from './goal-score-fields.tsx';

type ScoreForm = UseFormReturn<ScoreRows, unknown, ScoreRows>;

/**
 * The employee scores each goal 1 to 5 with a comment: Save draft keeps it, Send to evaluator
 * (after a confirmation) hands it over and closes it.
 */
export function SelfAssessmentForm({ evaluation }: { evaluation: EvaluationDetail }) {
  const save = useSaveSelfAssessment();
  const [defaults] = useState(() => scoreRowsOf(evaluation.goals, 'self'));
  const [sending, setSending] = useState<{ values: ScoreRows; form: ScoreForm }>();
  const submit = (values: ScoreRows, form: ScoreForm, submitting: boolean) => {
    const { scores, rowIndexes } = scoresToSend(values.scores);
    save.mutate(
      { id: evaluation.id, scores, submit: submitting },
      {
        onError: (error) => showScoreErrors(form, error, rowIndexes),
        onSettled: () => setSending(undefined),
      },
    );
  };
  const askToSend = (values: ScoreRows, form: ScoreForm) => {
    const unscored = unscoredRows(values.scores);
    for (const index of unscored) {
      form.setError(`scores.${index}.score`, { message: EVALUATION_MESSAGES.score });
    }
    if (unscored.length === 0) setSending({ values, form });
  };
  return (
    <Form
      schema={scoreRowsSchema}
      defaultValues={defaults}
      aria-label="Self-assessment"
      onSubmit={(values, form) => submit(values, form, false)}
    >
      {(form) => (
        <>
          <GoalScoreFields goals={evaluation.goals} />
          <FormRootError />
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'flex-end', displayPrint: 'none' }}
          >
            <Button type="submit" loading={save.isPending && !sending}>
              Save draft
            </Button>
            <Button
              variant="contained"
              disabled={save.isPending}
              onClick={form.handleSubmit((values) => askToSend(values, form))}
            >
              Send to evaluator
            </Button>
          </Stack>
          <ConfirmDialog
            open={sending !== undefined}
            title="Send your self-assessment?"
            submitLabel="Send"
            loading={save.isPending}
            onCancel={() => setSending(undefined)}
            onSubmit={() => sending && submit(sending.values, sending.form, true)}
          >
            Your evaluator reads it next; once sent it cannot be changed.
          </ConfirmDialog>
        </>
      )}
    </Form>
  );
}

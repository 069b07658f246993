import Button from '@mui/material/Button';
import type { EvaluationDetail } from '@quadro/contract/evaluation-calls';
import { overallCommentSchema } from '@quadro/contract/evaluations';
import { useState } from 'react';
import { Form } from '../../../components/form/form.tsx';
import { FormRootError } from '../../../components/form/form-root-error.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveAssessment } from '../api/save-assessment.ts';
import { showScoreErrors } from '../score-errors.ts';
import { scoreRowsOf, scoreRowsSchema, scoresToSend } from '../score-rows.ts';
import { GoalScoreFields } from './goal-score-fields.tsx';

const assessmentFormSchema = scoreRowsSchema.extend({ overallComment: overallCommentSchema });

/** The evaluator's score and comment of each goal and the overall comment, saved as a draft. */
export function AssessmentForm({ evaluation }: { evaluation: EvaluationDetail }) {
  const save = useSaveAssessment();
  const [defaults] = useState(() => ({
    ...scoreRowsOf(evaluation.goals, 'evaluator'),
    overallComment: evaluation.overallComment ?? '',
  }));
  return (
    <Form
      schema={assessmentFormSchema}
      defaultValues={defaults}
      aria-label="Evaluator assessment"
      onSubmit={(values, form) => {
        const { scores, rowIndexes } = scoresToSend(values.scores);
        save.mutate(
          { id: evaluation.id, scores, overallComment: values.overallComment },
          { onError: (error) => showScoreErrors(form, error, rowIndexes) },
        );
      }}
    >
      {() => (
        <>
          <GoalScoreFields goals={evaluation.goals} />
          <FormTextField name="overallComment" label="Overall comment" multiline rows={4} />
          <FormRootError />
          <Button
            type="submit"
            variant="contained"
            loading={save.isPending}
            sx={{ alignSelf: 'flex-end', displayPrint: 'none' }}
          >
            Save assessment
          </Button>
        </>
      )}
    </Form>
  );
}

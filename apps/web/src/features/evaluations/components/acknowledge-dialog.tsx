import Typography from '@mui/material/Typography';
import { acknowledgeSchema, type EvaluationSummary } from '@quadro/contract/evaluation-calls';
import { formatScore } from '@quadro/contract/evaluation-rules';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useAcknowledgeEvaluation } from '../api/acknowledge-evaluation.ts';

const FORM_ID = 'acknowledge-evaluation-form';

/** The employee says they read a published evaluation, with one optional remark. */
export function AcknowledgeDialog({
  evaluation,
  onClose,
}: {
  evaluation: EvaluationSummary;
  onClose: () => void;
}) {
  const acknowledge = useAcknowledgeEvaluation();
  return (
    <FormDialog
      open
      title={`Acknowledge your ${evaluation.year} evaluation`}
      onClose={onClose}
      formId={FORM_ID}
      pending={acknowledge.isPending}
      submitLabel="Acknowledge"
    >
      <Form
        id={FORM_ID}
        schema={acknowledgeSchema}
        defaultValues={{ id: evaluation.id, remark: '' }}
        aria-label="Acknowledge the evaluation"
        onSubmit={(values, form) =>
          acknowledge.mutate(values, {
            onSuccess: onClose,
            onError: (error) => showServerFieldErrors(error, form.setError, ['remark'], 'remark'),
          })
        }
      >
        {() => (
          <>
            {evaluation.finalScore !== null && (
              <Typography>Final score: {formatScore(evaluation.finalScore)}</Typography>
            )}
            <FormTextField
              name="remark"
              label="Remark (optional)"
              hint="One remark your evaluator reads with your acknowledgement"
              multiline
              rows={3}
            />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

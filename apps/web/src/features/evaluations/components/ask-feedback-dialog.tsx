import Typography from '@mui/material/Typography';
import { EVALUATION_CALL_MESSAGES, feedbackRequestSchema } from '@quadro/contract/evaluation-calls';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { useCurrentAccount } from '../../../app/auth/current-account.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormEmployeePicker } from '../../../components/form/form-employee-picker.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { useAskFeedback } from '../api/ask-feedback.ts';

const FORM_ID = 'ask-feedback-form';

/** The evaluator asks a colleague of the member for feedback, named or anonymous. */
export function AskFeedbackDialog({
  evaluationId,
  member,
  onClose,
}: {
  evaluationId: string;
  member: { id: string; name: string };
  onClose: () => void;
}) {
  const ask = useAskFeedback();
  const account = useCurrentAccount();
  const colleagues = (account.data?.employees ?? []).filter(
    (person) => String(person.key) !== member.id,
  );
  return (
    <FormDialog
      open
      title={`Ask for feedback on ${member.name}`}
      onClose={onClose}
      formId={FORM_ID}
      pending={ask.isPending}
      submitLabel="Ask"
    >
      <Form
        id={FORM_ID}
        schema={feedbackRequestSchema}
        defaultValues={{ evaluationId, colleagueId: '', anonymous: false }}
        aria-label="Ask for feedback"
        onSubmit={(values, form) =>
          ask.mutate(values, {
            onSuccess: onClose,
            onError: (error) =>
              showServerFieldErrors(error, form.setError, ['colleagueId'], 'colleagueId'),
          })
        }
      >
        {() => (
          <>
            <FormEmployeePicker
              name="colleagueId"
              label="Colleague"
              employees={colleagues}
              loading={account.isPending}
            />
            <FormSwitch name="anonymous" label="Anonymous" />
            <Typography variant="body2" color="text.secondary">
              An anonymous answer never shows who wrote it, and anonymous answers show only once two
              have arrived. {EVALUATION_CALL_MESSAGES.tooManyFeedbackRequests}.
            </Typography>
          </>
        )}
      </Form>
    </FormDialog>
  );
}

import Alert from '@mui/material/Alert';
import { feedbackAnswerSchema } from '@quadro/contract/evaluation-calls';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useAnswerFeedback } from '../api/answer-feedback.ts';
import type { FeedbackAskedOfYou } from './feedback-asked-of-you.tsx';
import { SCORE_OPTIONS } from './score-options.ts';

const FORM_ID = 'answer-feedback-form';

/** The user's comment on a colleague, and an optional score; anonymous requests say so first. */
export function AnswerFeedbackDialog({
  request,
  onClose,
}: {
  request: FeedbackAskedOfYou;
  onClose: () => void;
}) {
  const answer = useAnswerFeedback();
  return (
    <FormDialog
      open
      title={`Feedback on ${request.member.name}`}
      onClose={onClose}
      formId={FORM_ID}
      pending={answer.isPending}
      submitLabel="Send feedback"
    >
      <Form
        id={FORM_ID}
        schema={feedbackAnswerSchema}
        defaultValues={{ id: request.id, comment: '', score: null }}
        aria-label="Feedback"
        onSubmit={(values, form) =>
          answer.mutate(values, {
            onSuccess: onClose,
            onError: (error) =>
              showServerFieldErrors(error, form.setError, ['comment', 'score'], 'comment'),
          })
        }
      >
        {() => (
          <>
            <Alert severity="info">
              {request.anonymous
                ? `${request.askedBy.name} asked anonymously: your answer is never shown with your name.`
                : `${request.askedBy.name} will read your answer with your name.`}
            </Alert>
            <FormTextField name="comment" label="Comment" multiline rows={4} />
            <FormSelect name="score" label="Score (optional)" options={SCORE_OPTIONS} />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

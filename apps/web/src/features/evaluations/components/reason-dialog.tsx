import { evaluationReasonSchema } from '@quadro/contract/evaluations';
import { z } from 'zod';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

const FORM_ID = 'evaluation-reason-form';
const reasonFormSchema = z.object({ reason: evaluationReasonSchema });

/** Suspend and unpublish say why: the reason is required and kept. */
export function ReasonDialog({
  title,
  submitLabel,
  loading,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  loading: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      formId={FORM_ID}
      pending={loading}
      submitLabel={submitLabel}
    >
      <Form
        id={FORM_ID}
        schema={reasonFormSchema}
        defaultValues={{ reason: '' }}
        aria-label={title}
        onSubmit={(values) => onSubmit(values.reason)}
      >
        {() => (
          <FormTextField
            name="reason"
            label="Reason"
            hint="Long leave, departure, dispute …"
            multiline
            rows={3}
            autoFocus
          />
        )}
      </Form>
    </FormDialog>
  );
}

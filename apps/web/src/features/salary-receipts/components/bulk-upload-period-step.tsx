import Typography from '@mui/material/Typography';
import { MONTHS } from '@quadro/contract/months';
import {
  SALARY_RECEIPT_KINDS,
  type SalaryReceiptBatch,
  salaryReceiptBatchFieldsSchema,
} from '@quadro/contract/salary-receipts';
import { errorText } from '../../../app/api/error-message.ts';
import { HttpError } from '../../../app/api/http-error.ts';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { FormDialogActions } from '../../../components/dialog/form-dialog-actions.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { BatchFields, useOpenReceiptBatch } from '../api/open-receipt-batch.ts';

const PERIOD_FORM_ID = 'salary-receipt-batch-form';
const PERIOD_FIELDS = ['year', 'month', 'kind'] as const;
const MONTH_CHOICES = MONTHS.map((month) => ({ value: month.number, label: month.name }));
const KIND_CHOICES = SALARY_RECEIPT_KINDS.map((kind) => ({ value: kind.key, label: kind.name }));

function hasFieldErrors(error: unknown): boolean {
  const fields =
    error instanceof HttpError ? (error.body as { fields?: unknown } | null)?.fields : [];
  return Array.isArray(fields) && fields.length > 0;
}

/** The first step: the month and kind every receipt of the upload is for; Next opens the batch. */
export function PeriodStep({
  initial,
  open,
  onOpened,
}: {
  initial: BatchFields;
  open: ReturnType<typeof useOpenReceiptBatch>;
  onOpened: (batch: SalaryReceiptBatch) => void;
}) {
  return (
    <Form
      id={PERIOD_FORM_ID}
      schema={salaryReceiptBatchFieldsSchema}
      defaultValues={initial}
      onSubmit={(values, form) =>
        open.mutate(values, {
          onSuccess: onOpened,
          // A refusal naming the fields goes under them; anything else is a toast.
          onError: (error) => {
            if (hasFieldErrors(error)) {
              showServerFieldErrors(error, form.setError, PERIOD_FIELDS, 'year');
            } else toast.error(errorText(error));
          },
        })
      }
      aria-label="Month and kind of the receipts"
    >
      {() => (
        <>
          <Typography variant="body2">
            Every receipt of the upload is for this month and kind.
          </Typography>
          <FormTextField name="year" label="Year" type="number" />
          <FormSelect name="month" label="Month" options={MONTH_CHOICES} />
          <FormSelect name="kind" label="Kind" options={KIND_CHOICES} />
        </>
      )}
    </Form>
  );
}

/** Cancel, and Next submitting the month and kind. */
export function PeriodStepActions({
  pending,
  onCancel,
}: {
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <FormDialogActions
      formId={PERIOD_FORM_ID}
      submitLabel="Next"
      pending={pending}
      onCancel={onCancel}
    />
  );
}

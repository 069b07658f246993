import Typography from '@mui/material/Typography';
import type { KeyName } from '@quadro/contract/account';
import { MONTHS } from '@quadro/contract/months';
import {
  SALARY_RECEIPT_KINDS,
  type SalaryReceipt,
  salaryReceiptFieldsSchema,
} from '@quadro/contract/salary-receipts';
import { z } from 'zod';
import { errorText } from '../../../app/api/error-message.ts';
import { HttpError } from '../../../app/api/http-error.ts';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormEmployeePicker } from '../../../components/form/form-employee-picker.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useAddSalaryReceipt } from '../api/add-salary-receipt.ts';
import { useUpdateSalaryReceipt } from '../api/update-salary-receipt.ts';
import { type Period, periodText } from '../receipt-filters.ts';
import { ReceiptFileField } from './receipt-file-field.tsx';

const FORM_ID = 'salary-receipt-form';
const FIELDS = ['employeeId', 'year', 'month', 'kind', 'file'] as const;
const MONTH_CHOICES = MONTHS.map((month) => ({ value: month.number, label: month.name }));
const KIND_CHOICES = SALARY_RECEIPT_KINDS.map((kind) => ({ value: kind.key, label: kind.name }));

/** The PDF travels beside the contract's fields: required to add, optional to replace. */
const pdf = z.custom<File>((value) => value instanceof File, { error: 'Required' });
const addSchema = salaryReceiptFieldsSchema.extend({ file: pdf });
const editSchema = salaryReceiptFieldsSchema.omit({ employeeId: true }).extend({
  file: pdf.optional(),
});

/** True when the refusal names a field or concerns the file (too large, not a PDF). */
function belongsToForm(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status === 413 || error.status === 415) return true;
  const fields = (error.body as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) && fields.length > 0;
}

/** The server's refusal under the fields it names (the file's under the file), else a toast. */
function onRefusal(error: unknown, showOnForm: () => void) {
  if (belongsToForm(error)) showOnForm();
  else toast.error(errorText(error));
}

/** Adds an employee's receipt of a month: who, which month, which kind, and the PDF. */
export function AddSalaryReceiptDialog({
  initial,
  employees,
  employeesLoading,
  onClose,
}: {
  /** What the dialog opens with: the page's month, and the employee picked from the missing list. */
  initial: Period & { employeeId?: string };
  employees: readonly KeyName[];
  employeesLoading: boolean;
  onClose: () => void;
}) {
  const add = useAddSalaryReceipt(onClose);
  return (
    <FormDialog
      open
      title="Add salary receipt"
      onClose={onClose}
      formId={FORM_ID}
      pending={add.isPending}
    >
      <Form
        id={FORM_ID}
        schema={addSchema}
        defaultValues={{
          employeeId: initial.employeeId ?? '',
          year: initial.year,
          month: initial.month,
          kind: 'salary',
          file: undefined,
        }}
        onSubmit={(values, form) =>
          add.mutate(values, {
            onError: (error) =>
              onRefusal(error, () => showServerFieldErrors(error, form.setError, FIELDS, 'file')),
          })
        }
        aria-label="Add salary receipt"
      >
        {() => (
          <>
            <FormEmployeePicker
              name="employeeId"
              label="Employee"
              employees={employees}
              loading={employeesLoading}
            />
            <FormTextField name="year" label="Year" type="number" />
            <FormSelect name="month" label="Month" options={MONTH_CHOICES} />
            <FormSelect name="kind" label="Kind" options={KIND_CHOICES} />
            <ReceiptFileField label="Receipt (PDF)" hint="One PDF, up to 5 MB, with no password." />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

/** Fixes the period or kind of a receipt not yet sent (or rejected), or replaces its PDF. */
export function EditSalaryReceiptDialog({
  receipt,
  onClose,
}: {
  receipt: SalaryReceipt;
  onClose: () => void;
}) {
  const update = useUpdateSalaryReceipt(onClose);
  return (
    <FormDialog
      open
      title="Edit salary receipt"
      onClose={onClose}
      formId={FORM_ID}
      pending={update.isPending}
    >
      <Typography variant="body2">
        {receipt.employee.name}, {periodText(receipt)}
      </Typography>
      <Form
        id={FORM_ID}
        schema={editSchema}
        defaultValues={{
          year: receipt.year,
          month: receipt.month,
          kind: receipt.kind,
          file: undefined,
        }}
        onSubmit={(values, form) =>
          update.mutate(
            { ...values, id: receipt.id },
            {
              onError: (error) =>
                onRefusal(error, () => showServerFieldErrors(error, form.setError, FIELDS, 'file')),
            },
          )
        }
        aria-label="Edit salary receipt"
      >
        {() => (
          <>
            <FormTextField name="year" label="Year" type="number" />
            <FormSelect name="month" label="Month" options={MONTH_CHOICES} />
            <FormSelect name="kind" label="Kind" options={KIND_CHOICES} />
            <ReceiptFileField
              label="Replace the PDF"
              hint={`Attached: ${receipt.fileName}. Choose a PDF to replace it.`}
            />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

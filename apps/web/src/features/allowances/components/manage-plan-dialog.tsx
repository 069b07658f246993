import Typography from '@mui/material/Typography';
import { type AllowancePlan, allowancePlanChangesSchema } from '@quadro/contract/allowances';
import { formatEuros } from '@quadro/contract/formatting';
import { z } from 'zod';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { basisText, planLabel } from '../allowance-text.ts';
import { useUpdateAllowancePlan } from '../api/update-allowance-plan.ts';
import { asksPaymentMonth } from '../plan-form.ts';
import { PlanScheduleFields } from './plan-schedule-fields.tsx';

const FORM_ID = 'manage-allowance-form';
const FIELDS = ['amount', 'schedule', 'paymentMonth', 'twelfthsAgreement'] as const;

/**
 * Finance's changes: the amount (left empty, the server computes it from the base salary again),
 * the schedule and the month. The agreement to twelfths is the employee's, never finance's.
 */
const managerChangesSchema = allowancePlanChangesSchema.omit({ twelfthsAgreement: true }).extend({
  amount: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    allowancePlanChangesSchema.shape.amount,
  ),
});

/** Finance or admin fixes a plan's amount or schedule while it may change. */
export function ManagePlanDialog({ plan, onClose }: { plan: AllowancePlan; onClose: () => void }) {
  const update = useUpdateAllowancePlan(onClose);
  const title = `Edit ${planLabel(plan)}`;
  return (
    <FormDialog open title={title} onClose={onClose} formId={FORM_ID} pending={update.isPending}>
      <Typography variant="body2">
        Amount now: {formatEuros(plan.amount)}. {basisText(plan)}.
      </Typography>
      <Form
        id={FORM_ID}
        schema={managerChangesSchema}
        defaultValues={{
          // A computed amount is left empty, so it keeps following the base salary.
          amount: plan.basis ? '' : plan.amount,
          schedule: plan.schedule,
          paymentMonth: plan.paymentMonth,
        }}
        onSubmit={(values, form) => {
          const { paymentMonth, ...rest } = values;
          update.mutate(
            {
              id: plan.id,
              ...rest,
              ...(asksPaymentMonth(values.schedule) ? { paymentMonth } : {}),
            },
            { onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'amount') },
          );
        }}
        aria-label={title}
      >
        {() => (
          <>
            <FormTextField
              name="amount"
              label="Amount (€)"
              hint="Leave empty to compute it from the base salary."
            />
            <PlanScheduleFields withAgreement={false} />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

import Typography from '@mui/material/Typography';
import {
  ALLOWANCE_MESSAGES,
  type AllowancePlan,
  allowancePlanChangesSchema,
  paysInTwelfths,
} from '@quadro/contract/allowances';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { planTitle } from '../allowance-text.ts';
import { useUpdateAllowancePlan } from '../api/update-allowance-plan.ts';
import { planChangeDefaults, planChangesBody } from '../plan-form.ts';
import { PlanScheduleFields } from './plan-schedule-fields.tsx';

const FORM_ID = 'edit-allowance-form';
const FIELDS = ['schedule', 'paymentMonth', 'twelfthsAgreement'] as const;

/** The employee's changes: the amount is not theirs to set; twelfths need their agreement. */
const employeeChangesSchema = allowancePlanChangesSchema
  .omit({ amount: true })
  .refine(
    (changes) =>
      changes.schedule === undefined ||
      !paysInTwelfths(changes.schedule) ||
      changes.twelfthsAgreement === true,
    { path: ['twelfthsAgreement'], message: ALLOWANCE_MESSAGES.twelfthsNeedAgreement },
  );

/** The employee changes how their plan is paid, while it is not sent (or was rejected). */
export function EditAllowanceDialog({
  plan,
  onClose,
}: {
  plan: AllowancePlan;
  onClose: () => void;
}) {
  const update = useUpdateAllowancePlan(onClose);
  const title = `Edit ${planTitle(plan)}`;
  return (
    <FormDialog open title={title} onClose={onClose} formId={FORM_ID} pending={update.isPending}>
      <Typography variant="body2">
        The amount follows your base salary; finance checks it before the plan is approved.
      </Typography>
      <Form
        id={FORM_ID}
        schema={employeeChangesSchema}
        defaultValues={planChangeDefaults(plan)}
        onSubmit={(values, form) =>
          update.mutate(
            { id: plan.id, ...planChangesBody(values) },
            {
              onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'schedule'),
            },
          )
        }
        aria-label={title}
      >
        {() => <PlanScheduleFields withAgreement />}
      </Form>
    </FormDialog>
  );
}

import {
  ALLOWANCE_TYPE_LABELS,
  type AllowanceType,
  type MyAllowances,
  newAllowancePlanSchema,
} from '@quadro/contract/allowances';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { useAddAllowancePlan } from '../api/add-allowance-plan.ts';
import { newPlanBody, newPlanDefaults } from '../plan-form.ts';
import { PlanScheduleFields } from './plan-schedule-fields.tsx';

const FORM_ID = 'add-allowance-form';
const FIELDS = ['allowance', 'schedule', 'paymentMonth', 'twelfthsAgreement'] as const;

/** Picking the other allowance moves the payment month to that allowance's usual one. */
function UsualMonthOf({ defaultMonths }: { defaultMonths: MyAllowances['defaultMonths'] }) {
  const { setValue } = useFormContext();
  const allowance = useWatch({ name: 'allowance' }) as AllowanceType;
  const shown = useRef(allowance);
  useEffect(() => {
    if (shown.current === allowance) return;
    shown.current = allowance;
    setValue('paymentMonth', defaultMonths[allowance]);
  }, [allowance, defaultMonths, setValue]);
  return null;
}

/** 'Add allowance': one of the target year's allowances not yet added, and how it is paid. */
export function AddAllowanceDialog({ mine, onClose }: { mine: MyAllowances; onClose: () => void }) {
  const add = useAddAllowancePlan(onClose);
  const title = `Add allowance for ${mine.targetYear}`;
  return (
    <FormDialog open title={title} onClose={onClose} formId={FORM_ID} pending={add.isPending}>
      <Form
        id={FORM_ID}
        schema={newAllowancePlanSchema}
        defaultValues={newPlanDefaults(mine)}
        onSubmit={(values, form) =>
          add.mutate(newPlanBody(values), {
            onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'allowance'),
          })
        }
        aria-label={title}
      >
        {() => (
          <>
            <FormSelect
              name="allowance"
              label="Allowance"
              options={mine.available.map((allowance) => ({
                value: allowance,
                label: ALLOWANCE_TYPE_LABELS[allowance],
              }))}
              required
            />
            <UsualMonthOf defaultMonths={mine.defaultMonths} />
            <PlanScheduleFields withAgreement />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

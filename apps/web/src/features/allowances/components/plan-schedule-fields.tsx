import type { AllowanceSchedule } from '@quadro/contract/allowance-amount';
import { ALLOWANCE_SCHEDULES } from '@quadro/contract/allowances';
import { MONTHS } from '@quadro/contract/months';
import { useWatch } from 'react-hook-form';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { asksAgreement, asksPaymentMonth } from '../plan-form.ts';

const SCHEDULE_CHOICES = ALLOWANCE_SCHEDULES.map((schedule) => ({
  value: schedule.key,
  label: schedule.label,
}));
const MONTH_CHOICES = MONTHS.map((month) => ({ value: month.number, label: month.name }));

export const TWELFTHS_AGREEMENT =
  'I agree to receive this allowance in twelfths with my monthly salary';

/**
 * How a plan is paid: the schedule; the month of the part paid in full (not for twelfths alone);
 * and, for the employee, the agreement to twelfths when the schedule pays them.
 */
export function PlanScheduleFields({ withAgreement }: { withAgreement: boolean }) {
  const schedule = useWatch({ name: 'schedule' }) as AllowanceSchedule | undefined;
  return (
    <>
      <FormSelect name="schedule" label="Schedule" options={SCHEDULE_CHOICES} required />
      {asksPaymentMonth(schedule) && (
        <FormSelect
          name="paymentMonth"
          label={schedule === 'HALF_TWELFTHS' ? 'Month of the half paid in full' : 'Payment month'}
          options={MONTH_CHOICES}
          required
        />
      )}
      {withAgreement && asksAgreement(schedule) && (
        <FormCheckbox name="twelfthsAgreement" label={TWELFTHS_AGREEMENT} />
      )}
    </>
  );
}

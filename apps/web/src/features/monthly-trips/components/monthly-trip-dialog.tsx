import Stack from '@mui/material/Stack';
import {
  type MonthlyTrip,
  type MonthlyTripInput,
  type MonthlyTripsMonth,
  monthlyTripInputSchema,
} from '@quadro/contract/monthly-trips';
import type { Path, UseFormReturn } from 'react-hook-form';
import { errorText } from '../../../app/api/error-message.ts';
import { HttpError } from '../../../app/api/http-error.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveMonthlyTrips } from '../api/save-monthly-trips.ts';
import {
  type MonthlyTripFormValues,
  tripField,
  tripFormValues,
  withTrip,
} from '../monthly-trip-form.ts';

const FORM_ID = 'monthly-trip-form';
type TripForm = UseFormReturn<MonthlyTripFormValues, unknown, MonthlyTripInput>;

/** Puts a refusal of the month's save under the field of this trip it names, else under the date. */
function showTripErrors(error: unknown, form: TripForm, index: number) {
  const fields =
    error instanceof HttpError
      ? ((error.body as { fields?: { field: string; message: string }[] } | null)?.fields ?? [])
      : [];
  let shown = false;
  for (const { field, message } of fields) {
    const name = tripField(field, index);
    if (name && name in tripFormValues()) {
      form.setError(name as Path<MonthlyTripFormValues>, { message });
      shown = true;
    }
  }
  if (!shown) form.setError('date', { message: errorText(error) });
}

/** Spec §2 floating form: one trip of the month, added or changed; saving saves the month. */
export function MonthlyTripDialog({
  month,
  index,
  onClose,
}: {
  month: MonthlyTripsMonth;
  /** The trip being changed; undefined adds one. */
  index: number | undefined;
  onClose: () => void;
}) {
  const save = useSaveMonthlyTrips(onClose);
  const trip: MonthlyTrip | undefined = index === undefined ? undefined : month.trips[index];
  const position = index ?? month.trips.length;
  const submit = (values: MonthlyTripInput, form: TripForm) =>
    save.mutate(
      { month: month.month, trips: withTrip(month.trips, values, index) },
      { onError: (error) => showTripErrors(error, form, position) },
    );
  const flagged = trip?.flags.map((flag) => flag.reason).join('; ');
  return (
    <FormDialog
      open
      large
      title={trip ? 'Edit trip' : 'New trip'}
      onClose={onClose}
      formId={FORM_ID}
      pending={save.isPending}
    >
      <Form
        id={FORM_ID}
        schema={monthlyTripInputSchema}
        defaultValues={tripFormValues(trip)}
        onSubmit={submit}
        aria-label={trip ? 'Edit trip' : 'New trip'}
      >
        {() => (
          <>
            <FormDateField name="date" label="Date" />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <FormTextField name="origin" label="Origin" />
              <FormTextField name="destination" label="Destination" />
            </Stack>
            <FormTextField name="purpose" label="Purpose" />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <FormSelect
                name="clientId"
                label="Client"
                options={optionsOf(month.options.clients)}
              />
              <FormSelect
                name="projectId"
                label="Project"
                options={optionsOf(month.options.projects)}
              />
            </Stack>
            <FormTextField
              name="kilometres"
              label="Kilometres (one way)"
              hint="One decimal at most, for example 42.5"
            />
            <FormSwitch name="roundTrip" label="Round trip (counts twice)" />
            <FormTextField
              name="note"
              label="Note"
              multiline
              rows={2}
              hint={
                flagged
                  ? `Needed: ${flagged}`
                  : 'Needed on a weekend, holiday, day away or day without work-map hours, or over a limit'
              }
            />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

const optionsOf = (items: readonly { id: string; name: string }[]) =>
  items.map((item) => ({ value: item.id, label: item.name }));

import {
  TRIP_LIMIT_SCOPE_LABELS,
  TRIP_LIMIT_SCOPES,
  type TripLimit,
  type TripLimitInput,
  type TripLimitsPage,
  type TripLimitsQuery,
  tripLimitInputSchema,
} from '@quadro/contract/monthly-trips';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveTripLimit } from '../api/save-trip-limit.ts';

const FORM_ID = 'trip-limit-form';
const FIELDS = ['scope', 'scopeId', 'mostTripsAMonth', 'mostKilometresATrip', 'fromDate'];
type LimitFormValues = z.input<typeof tripLimitInputSchema>;

const SCOPE_OPTIONS = TRIP_LIMIT_SCOPES.map((scope) => ({
  value: scope,
  label: TRIP_LIMIT_SCOPE_LABELS[scope],
}));

function valuesOf(limit?: TripLimit): LimitFormValues {
  return {
    scope: limit?.scope ?? 'everyone',
    scopeId: limit?.scopeId ?? null,
    mostTripsAMonth: limit?.mostTripsAMonth ?? null,
    mostKilometresATrip: limit?.mostKilometresATrip ?? null,
    fromDate: limit?.fromDate ?? null,
  };
}

/** The client or employee a limit names, picked from the list its scope offers. */
function ScopeIdField({ options }: { options: TripLimitsPage['options'] }) {
  const scope = useWatch<LimitFormValues, 'scope'>({ name: 'scope' });
  if (scope === 'everyone') return null;
  const items = scope === 'client' ? options.clients : options.employees;
  return (
    <FormSelect
      name="scopeId"
      label={scope === 'client' ? 'Client' : 'Employee'}
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      required
    />
  );
}

/** Spec §2 floating add/edit form of a monthly trip limit. */
export function TripLimitDialog({
  limit,
  query,
  options,
  onClose,
}: {
  limit?: TripLimit;
  /** The page on screen, where the saved limit shows (spec §4). */
  query: TripLimitsQuery;
  options: TripLimitsPage['options'];
  onClose: () => void;
}) {
  const save = useSaveTripLimit(query, onClose);
  const submit = (
    values: TripLimitInput,
    form: UseFormReturn<LimitFormValues, unknown, TripLimitInput>,
  ) =>
    save.mutate(
      { id: limit?.id, limit: values },
      { onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'scope') },
    );
  return (
    <FormDialog
      open
      title={limit ? 'Edit trip limit' : 'New trip limit'}
      onClose={onClose}
      formId={FORM_ID}
      pending={save.isPending}
    >
      <Form
        id={FORM_ID}
        schema={tripLimitInputSchema}
        defaultValues={valuesOf(limit)}
        onSubmit={submit}
        aria-label={limit ? 'Edit trip limit' : 'New trip limit'}
      >
        {(form) => (
          <>
            <FormSelect name="scope" label="For" options={SCOPE_OPTIONS} required />
            <ScopeIdField key={form.watch('scope')} options={options} />
            <FormTextField
              name="mostTripsAMonth"
              label="Most trips a month"
              type="number"
              emptyAsNull
            />
            <FormTextField
              name="mostKilometresATrip"
              label="Most kilometres a trip"
              emptyAsNull
              hint="One decimal at most, for example 250"
            />
            <FormDateField name="fromDate" label="From (optional)" />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  newRoadTripSchema,
  ROAD_TRIP_TRANSPORT_LABELS,
  ROAD_TRIP_TRANSPORTS,
  type RoadTrip,
  type RoadTripFormValues,
} from '@quadro/contract/road-trips';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useRoadTripChoices } from '../api/get-road-trip-choices.ts';
import { useSaveRoadTrip } from '../api/save-road-trip.ts';
import { RoadTripLinkFields } from './road-trip-link-fields.tsx';
import { TravelReceiptForm } from './travel-receipt-form.tsx';
import { TravelReceiptsList } from './travel-receipts-list.tsx';

const FORM_ID = 'road-trip-form';
const TRIP_FIELDS = [
  'startDate',
  'endDate',
  'destination',
  'purpose',
  'clientId',
  'projectId',
  'transport',
  'kilometres',
];
const TRANSPORT_OPTIONS = ROAD_TRIP_TRANSPORTS.map((value) => ({
  value,
  label: ROAD_TRIP_TRANSPORT_LABELS[value],
}));

const valuesOf = (trip: RoadTrip | undefined): RoadTripFormValues => ({
  startDate: trip?.startDate ?? '',
  endDate: trip?.endDate ?? '',
  destination: trip?.destination ?? '',
  purpose: trip?.purpose ?? '',
  clientId: trip?.client?.id ?? '',
  projectId: trip?.project?.id ?? null,
  transport: trip?.transport ?? 'ownCar',
  kilometres: trip?.kilometres ?? '',
});

/** The kilometres field, only while the trip is by own car. */
function KilometresField() {
  const transport = useWatch<RoadTripFormValues>({ name: 'transport' });
  if (transport !== 'ownCar') return null;
  return (
    <FormTextField
      name="kilometres"
      label="Kilometres (own car)"
      hint="Driven on the trip, one decimal; they count among the month's trips"
      htmlInput={{ inputMode: 'decimal' }}
    />
  );
}

/**
 * A road trip's dates, destination, purpose, client (and project) picked from lists and transport; once saved, its
 * receipts: each one listed with its file, and a form to add another. `trip` is the saved trip
 * (from the list, kept fresh by the page), undefined for a new one until its first save.
 */
export function RoadTripFormDialog({
  trip,
  onSaved,
  onClose,
}: {
  trip: RoadTrip | undefined;
  onSaved: (trip: RoadTrip) => void;
  onClose: () => void;
}) {
  const save = useSaveRoadTrip();
  const choices = useRoadTripChoices();
  const [defaults] = useState(() => valuesOf(trip));
  const editable = trip?.editable ?? true;
  return (
    <FormDialog
      open
      large
      title={trip ? `Road trip to ${trip.destination}` : 'New road trip'}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Close</Button>
          {editable && (
            <Button type="submit" form={FORM_ID} variant="contained" loading={save.isPending}>
              {trip ? 'Save trip' : 'Add trip'}
            </Button>
          )}
        </>
      }
    >
      <Form
        id={FORM_ID}
        schema={newRoadTripSchema}
        defaultValues={defaults}
        aria-label="Road trip"
        onSubmit={(values, form) =>
          save.mutate(
            { id: trip?.id, trip: values },
            {
              onSuccess: (result) => onSaved(result.roadTrip),
              onError: (error) =>
                showServerFieldErrors(error, form.setError, TRIP_FIELDS, 'destination'),
            },
          )
        }
      >
        {() => (
          <>
            <FormTextField name="startDate" label="Start date" type="date" shrinkLabel />
            <FormTextField name="endDate" label="End date" type="date" shrinkLabel />
            <FormTextField name="destination" label="Destination" />
            <FormTextField name="purpose" label="Purpose" multiline rows={2} />
            <RoadTripLinkFields
              choices={choices.data}
              loading={choices.isPending}
              clientHint={
                trip?.unlinkedClientOrProject
                  ? `Written before: ${trip.unlinkedClientOrProject}`
                  : undefined
              }
            />
            <FormSelect name="transport" label="Transport" options={TRANSPORT_OPTIONS} required />
            <KilometresField />
          </>
        )}
      </Form>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        Receipts
      </Typography>
      {trip ? (
        <>
          <TravelReceiptsList trip={trip} removable={editable} />
          {editable && <TravelReceiptForm trip={trip} />}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Add the trip first, then its receipts.
        </Typography>
      )}
    </FormDialog>
  );
}

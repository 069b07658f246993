import Typography from '@mui/material/Typography';
import { linkRoadTripSchema, type RoadTrip } from '@quadro/contract/road-trips';
import { useState } from 'react';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { useManageRoadTripChoices } from '../api/get-road-trip-choices.ts';
import { useLinkRoadTrip } from '../api/link-road-trip.ts';
import { RoadTripLinkFields } from './road-trip-link-fields.tsx';
import { managedTripLabel } from './road-trips-queue.tsx';

const FORM_ID = 'road-trip-link-form';

/** Finance links a road trip to its client and, optionally, a project: any client and project. */
export function RoadTripLinkDialog({ trip, onClose }: { trip: RoadTrip; onClose: () => void }) {
  const link = useLinkRoadTrip();
  const choices = useManageRoadTripChoices();
  const [defaults] = useState(() => ({
    id: trip.id,
    clientId: trip.client?.id ?? '',
    projectId: trip.project?.id ?? null,
  }));
  return (
    <FormDialog
      open
      title={`Link ${managedTripLabel(trip)}`}
      onClose={onClose}
      formId={FORM_ID}
      pending={link.isPending}
      submitLabel="Link"
    >
      {trip.unlinkedClientOrProject && (
        <Typography variant="body2">
          <strong>The employee wrote:</strong> {trip.unlinkedClientOrProject}
        </Typography>
      )}
      <Form
        id={FORM_ID}
        schema={linkRoadTripSchema}
        defaultValues={defaults}
        aria-label="Client and project"
        onSubmit={(values, form) =>
          link.mutate(values, {
            onSuccess: onClose,
            onError: (error) =>
              showServerFieldErrors(error, form.setError, ['clientId', 'projectId'], 'clientId'),
          })
        }
      >
        {() => <RoadTripLinkFields choices={choices.data} loading={choices.isPending} />}
      </Form>
    </FormDialog>
  );
}

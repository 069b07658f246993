import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ABSENCE_TYPES,
  ABSENCE_UNITS,
  type Absence,
  type AbsenceFormValues,
  type AbsenceInput,
  absenceInputSchema,
} from '@quadro/contract/work-maps';
import { type ChangeEvent, useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { afterSubmitDelay } from '../../../components/calendar/delayed-submit.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useAttachJustification } from '../api/attach-justification.ts';
import { useSaveAbsence } from '../api/save-absence.ts';
import { JustificationLink } from './justification-link.tsx';

const FORM_ID = 'absence-form';
const FIELDS = ['type', 'start', 'unit', 'hours', 'days', 'note'];
const TYPE_OPTIONS = ABSENCE_TYPES.map((type) => ({ value: type.key, label: type.name }));
const UNIT_OPTIONS = ABSENCE_UNITS.map((unit) => ({ value: unit.key, label: unit.name }));
const ACCEPTED_FILES = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

function DurationField() {
  const unit = useWatch({ name: 'unit' });
  if (unit === 'days')
    return <FormTextField name="days" label="Working days" type="number" emptyAsNull />;
  return <FormTextField name="hours" label="Hours" type="number" emptyAsNull />;
}

/** Add or edit an absence: type, start, hours of that day or whole working days, a note, a file. */
export function AbsenceDialog({
  mapId,
  absence,
  defaultDay,
  onClose,
}: {
  mapId: string;
  absence?: Absence;
  defaultDay: string;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File>();
  const [waiting, setWaiting] = useState(false);
  const attach = useAttachJustification(mapId);
  const save = useSaveAbsence(mapId, () => undefined);
  const submit = (
    values: AbsenceInput,
    form: UseFormReturn<AbsenceFormValues, unknown, AbsenceInput>,
  ) => {
    setWaiting(true);
    afterSubmitDelay(() => {
      setWaiting(false);
      save.mutate(
        { ...values, absenceId: absence?.id },
        {
          onError: (error) => showServerFieldErrors(error, form.setError, FIELDS, 'start'),
          onSuccess: (map) => {
            const saved = absence ?? map.absences.find((entry) => entry.start === values.start);
            if (file && saved) attach.mutate({ absenceId: saved.id, file }, { onSuccess: onClose });
            else onClose();
          },
        },
      );
    });
  };
  return (
    <FormDialog
      open
      title={absence ? 'Edit absence' : 'Add absence'}
      onClose={onClose}
      formId={FORM_ID}
      pending={waiting || save.isPending || attach.isPending}
    >
      <Form
        id={FORM_ID}
        schema={absenceInputSchema}
        defaultValues={{
          type: absence?.type ?? (null as unknown as AbsenceInput['type']),
          start: absence?.start ?? defaultDay,
          unit: absence?.unit ?? 'hours',
          hours: absence?.hours ?? null,
          days: absence?.days ?? null,
          note: absence?.note ?? '',
        }}
        onSubmit={submit}
        aria-label={absence ? 'Edit absence' : 'Add absence'}
      >
        {() => (
          <>
            <FormSelect name="type" label="Type" options={TYPE_OPTIONS} />
            <FormDateField name="start" label="Start" />
            <FormSelect name="unit" label="Duration in" options={UNIT_OPTIONS} />
            <DurationField />
            <FormTextField name="note" label="Note" multiline rows={2} />
            <Button
              component="label"
              variant="outlined"
              startIcon={<AttachFileIcon />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {file ? file.name : 'Justification (PDF or image)'}
              <input
                hidden
                type="file"
                accept={ACCEPTED_FILES}
                aria-label="Justification file"
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  setFile(event.target.files?.[0])
                }
              />
            </Button>
            {absence?.hasJustification && !file && (
              <Typography variant="body2">
                Current justification: <JustificationLink mapId={mapId} absenceId={absence.id} />
              </Typography>
            )}
          </>
        )}
      </Form>
    </FormDialog>
  );
}

import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KilometreMap } from '@quadro/contract/kilometre-maps';
import { showServerErrors } from '../../../app/api/server-field-errors.ts';
import { ApprovalBulkActions } from '../../../components/approval/approval-bulk-actions.tsx';
import type { ApprovalSelection } from '../../../components/approval/use-approval-selection.ts';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSaveKilometreMap } from '../api/save-kilometre-map.ts';
import {
  kilometreMapChanges,
  kilometreMapFormSchema,
  kilometreMapFormValues,
  withFormFields,
} from '../kilometre-map-form.ts';
import { isSendable, KilometreMapTable } from './kilometre-map-table.tsx';

/**
 * The plate and the twelve months as one form: Save puts the plate and the changed months, and a
 * refusal shows under the input it names, keeping what was typed. Picked months go to approval
 * once the form is saved, as the server sends the saved values.
 */
export function KilometreMapForm({
  map,
  selection,
  onSend,
}: {
  map: KilometreMap;
  selection: ApprovalSelection;
  onSend: (months: string[]) => void;
}) {
  const save = useSaveKilometreMap();
  const picked = map.months
    .filter((month) => isSendable(month) && selection.selected.has(month.month))
    .map((month) => month.month);
  return (
    <Form
      schema={kilometreMapFormSchema}
      defaultValues={kilometreMapFormValues(map)}
      aria-label={`Kilometre map of ${map.year}`}
      onSubmit={(values, form) => {
        const { body, sent } = kilometreMapChanges(map, values);
        save.mutate(body, {
          onError: (error) => showServerErrors(form, withFormFields(error, sent)),
        });
      }}
    >
      {(form) => (
        <>
          <Stack sx={{ maxWidth: 320 }}>
            <FormTextField
              name="vehiclePlate"
              label="Vehicle plate"
              hint="As on the registration: AA-00-BB"
              htmlInput={{ autoCapitalize: 'characters', spellCheck: false, maxLength: 12 }}
            />
          </Stack>
          <KilometreMapTable map={map} selection={selection} />
          {(form.formState.errors.months?.message || form.formState.errors.root?.message) && (
            <Alert severity="error">
              {form.formState.errors.months?.message ?? form.formState.errors.root?.message}
            </Alert>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              startIcon={<SaveIcon />}
              loading={save.isPending}
            >
              Save
            </Button>
            <ApprovalBulkActions
              actions={['send']}
              count={form.formState.isDirty ? 0 : picked.length}
              onAction={() => onSend(picked)}
            />
          </Stack>
          {form.formState.isDirty && picked.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              Save your changes first: a month is sent with its saved value.
            </Typography>
          )}
        </>
      )}
    </Form>
  );
}

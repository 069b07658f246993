import Autocomplete from '@mui/material/Autocomplete';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMonth } from '@quadro/contract/formatting';
import { type Transport, transportLabel } from '@quadro/contract/transports';
import { type TravelPass, travelPassValueSchema } from '@quadro/contract/travel-passes';
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { HttpError } from '../../../app/api/http-error.ts';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useTransportSuggestions } from '../api/get-transport-suggestions.ts';
import { useSaveTravelPass } from '../api/save-travel-pass.ts';

const FORM_ID = 'travel-pass-form';
const valueForm = z.object({ value: travelPassValueSchema });
type ValueInput = z.input<typeof valueForm>;
type ValueOutput = z.output<typeof valueForm>;

/** The attachment's refusal, if the server named that field. */
function attachmentError(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const fields = (error.body as { fields?: { field: string; message: string }[] } | null)?.fields;
  return fields?.find((field) => field.field === 'attachment')?.message;
}

/**
 * The transports catalogue as suggestions: picking an operator's pass fills in the value with its
 * usual monthly price, which the person may still change. Optional; nothing is sent for it.
 */
function UsualPassSuggestion({ onPick }: { onPick: (transport: Transport) => void }) {
  const suggestions = useTransportSuggestions();
  const [picked, setPicked] = useState<Transport | null>(null);
  return (
    <Autocomplete
      options={suggestions.data ?? []}
      value={picked}
      onChange={(_event, transport) => {
        setPicked(transport);
        if (transport) onPick(transport);
      }}
      getOptionLabel={transportLabel}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={suggestions.isPending}
      loadingText="Loading…"
      noOptionsText="No Data"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Usual pass (suggestion)"
          helperText={
            suggestions.isError
              ? 'The suggestions could not be loaded: type the value.'
              : 'Fills in the value with its usual monthly price; you can still change it.'
          }
        />
      )}
    />
  );
}

/** Spec §3 travel pass: its value (euros) and its receipt (PDF or image). */
export function TravelPassFormDialog({ pass, onClose }: { pass: TravelPass; onClose: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const save = useSaveTravelPass(onClose);
  const submit = (values: ValueOutput, form: UseFormReturn<ValueInput, unknown, ValueOutput>) => {
    setFileError(undefined);
    save.mutate(
      { id: pass.id, value: values.value, attachment: file },
      {
        onError: (error) => {
          const onFile = attachmentError(error);
          if (onFile) setFileError(onFile);
          else showServerFieldErrors(error, form.setError, ['value'], 'value');
        },
      },
    );
  };
  return (
    <FormDialog
      open
      title={`Travel pass of ${formatMonth(pass.month)}`}
      onClose={onClose}
      formId={FORM_ID}
      pending={save.isPending}
    >
      <Form
        id={FORM_ID}
        schema={valueForm}
        defaultValues={{ value: pass.value ?? '' }}
        onSubmit={submit}
        aria-label="Travel pass"
      >
        {(form) => (
          <>
            <UsualPassSuggestion
              onPick={(transport) =>
                form.setValue('value', transport.monthlyPrice, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
            <FormTextField name="value" label="Value (€)" autoFocus hint="For example 40,00" />
            <Stack spacing={0.5}>
              <Typography component="label" htmlFor={fileId} variant="body2">
                Receipt (PDF, PNG or JPEG, up to 5 MB)
              </Typography>
              <input
                id={fileId}
                type="file"
                accept="application/pdf,image/png,image/jpeg"
                onChange={(event) => {
                  setFile(event.target.files?.[0]);
                  setFileError(undefined);
                }}
                aria-invalid={fileError !== undefined}
                aria-describedby={`${fileId}-help`}
              />
              <FormHelperText id={`${fileId}-help`} error={fileError !== undefined}>
                {fileError ??
                  (pass.attachmentName
                    ? `Attached: ${pass.attachmentName}. Choose a file to replace it.`
                    : 'No receipt attached yet.')}
              </FormHelperText>
            </Stack>
          </>
        )}
      </Form>
    </FormDialog>
  );
}

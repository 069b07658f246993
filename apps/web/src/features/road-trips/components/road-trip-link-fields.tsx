import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RoadTripChoices } from '@quadro/contract/road-trips';
import { useController, useFormContext } from 'react-hook-form';

type Choice = { id: string; name: string };

function ChoiceField<Option extends Choice>({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  hint,
  loading,
}: {
  label: string;
  options: readonly Option[];
  value: string | null | undefined;
  onChange: (option: Option | null) => void;
  onBlur: () => void;
  error: string | undefined;
  hint?: string | undefined;
  loading: boolean;
}) {
  return (
    <Autocomplete
      sx={{ flex: 1 }}
      options={options}
      value={options.find((option) => option.id === value) ?? null}
      onChange={(_event, option) => onChange(option)}
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={loading}
      loadingText="Loading…"
      noOptionsText="No Data"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error !== undefined}
          helperText={error ?? hint}
        />
      )}
    />
  );
}

/**
 * The client a road trip is for and, optionally, one of its projects, picked by name from
 * `choices`. Picking a project picks its client; another client drops a project not of it.
 */
export function RoadTripLinkFields({
  choices,
  loading,
  clientHint,
}: {
  choices: RoadTripChoices | undefined;
  loading: boolean;
  /** Under the client while none is picked, e.g. the trip's old free text. */
  clientHint?: string | undefined;
}) {
  const { control } = useFormContext();
  const client = useController({ name: 'clientId', control });
  const project = useController({ name: 'projectId', control });
  const clients = choices?.clients ?? [];
  const projects = (choices?.projects ?? []).filter(
    (option) => !client.field.value || option.clientId === client.field.value,
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <ChoiceField
        label="Client"
        options={clients}
        value={client.field.value}
        onChange={(picked) => {
          client.field.onChange(picked?.id ?? '');
          const kept = choices?.projects.find((option) => option.id === project.field.value);
          if (kept && kept.clientId !== picked?.id) project.field.onChange(null);
        }}
        onBlur={client.field.onBlur}
        error={client.fieldState.error?.message}
        hint={client.field.value ? undefined : clientHint}
        loading={loading}
      />
      <ChoiceField
        label="Project (optional)"
        options={projects}
        value={project.field.value}
        onChange={(picked) => {
          project.field.onChange(picked?.id ?? null);
          if (picked) client.field.onChange(picked.clientId);
        }}
        onBlur={project.field.onBlur}
        error={project.fieldState.error?.message}
        loading={loading}
      />
    </Stack>
  );
}

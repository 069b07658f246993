import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { KeyName } from '@quadro/contract/account';
import { useController, useFormContext } from 'react-hook-form';

/** The colleague a feedback request goes to (`colleagueId`), picked by name from the directory. */
export function ColleaguePicker({
  people,
  loading,
}: {
  people: readonly KeyName[];
  loading: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'colleagueId', control });
  const picked = people.find((person) => String(person.key) === field.value) ?? null;
  return (
    <Autocomplete
      options={people}
      value={picked}
      onChange={(_event, person) => field.onChange(person ? String(person.key) : '')}
      onBlur={field.onBlur}
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => String(person.key)}
      isOptionEqualToValue={(option, current) => option.key === current.key}
      loading={loading}
      loadingText="Loading…"
      noOptionsText="No Data"
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Colleague"
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? 'Type to search by name'}
        />
      )}
    />
  );
}

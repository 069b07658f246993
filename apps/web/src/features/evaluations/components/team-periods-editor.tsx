import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyName } from '@quadro/contract/account';
import type { TeamInput } from '@quadro/contract/evaluations';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { EmployeePicker } from '../../../components/form/employee-picker.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { newPeriod } from '../team-form-values.ts';

type PeriodList = 'members' | 'evaluators';

/** The message of an error react-hook-form keeps on an array or one of its rows, if any. */
const messageOf = (error: unknown) =>
  typeof (error as { message?: unknown } | undefined)?.message === 'string'
    ? (error as { message: string }).message
    : (error as { root?: { message?: string } } | undefined)?.root?.message;

/**
 * After a refused submit, checks the evaluators again when a row's person changes or a row goes:
 * whether an evaluator is also a member depends on the members' rows, which react-hook-form does
 * not recheck with the evaluator's field.
 */
function useEvaluatorsRecheck() {
  const { formState, trigger } = useFormContext<TeamInput>();
  return () => {
    if (formState.isSubmitted) void trigger('evaluators');
  };
}

function PersonField({
  name,
  label,
  people,
}: {
  name: `${PeriodList}.${number}.userId`;
  label: string;
  people: readonly KeyName[];
}) {
  const { control } = useFormContext<TeamInput>();
  const { field, fieldState } = useController({ name, control });
  const recheckEvaluators = useEvaluatorsRecheck();
  return (
    <EmployeePicker
      employees={people}
      loading={false}
      value={field.value}
      onChange={(userId) => {
        field.onChange(userId ?? '');
        recheckEvaluators();
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      size="small"
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
    />
  );
}

/** A team's members or evaluators: a person from a day on, until a day or open-ended; one row each. */
export function TeamPeriodsEditor({
  name,
  title,
  rowLabel,
  people,
  year,
}: {
  name: PeriodList;
  title: string;
  /** Names a row: 'Member' → 'Member 2'. */
  rowLabel: string;
  people: readonly KeyName[];
  year: number;
}) {
  const { control, formState } = useFormContext<TeamInput>();
  const rows = useFieldArray({ control, name });
  const recheckEvaluators = useEvaluatorsRecheck();
  const listError = messageOf(formState.errors[name]);
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {title} ({rows.fields.length})
      </Typography>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {rows.fields.map((field, index) => {
        const label = `${rowLabel} ${index + 1}`;
        const rowError = messageOf(formState.errors[name]?.[index]);
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={label}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' },
              alignItems: 'start',
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Box sx={{ gridColumn: { xs: '1', sm: '1 / 3' } }}>
              <PersonField name={`${name}.${index}.userId`} label={label} people={people} />
            </Box>
            <IconButton
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => {
                rows.remove(index);
                recheckEvaluators();
              }}
            >
              <DeleteIcon />
            </IconButton>
            <Box
              sx={{
                gridColumn: '1 / -1',
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              <FormDateField name={`${name}.${index}.from`} label="From" />
              <FormDateField name={`${name}.${index}.to`} label="To (empty: open-ended)" />
            </Box>
            {rowError && (
              <FormHelperText error sx={{ gridColumn: '1 / -1' }}>
                {rowError}
              </FormHelperText>
            )}
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => rows.append(newPeriod(year))}
        sx={{ alignSelf: 'flex-start' }}
      >
        Add {rowLabel.toLowerCase()}
      </Button>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { KeyName } from '@quadro/contract/account';
import type { ProjectFormValues } from '@quadro/contract/projects';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

/** The project's team: member, role, share of their time and period, one block each. */
export function TeamEditor({ employees }: { employees: readonly KeyName[] }) {
  const { control, getValues } = useFormContext<ProjectFormValues>();
  const team = useFieldArray({ control, name: 'members' });
  const options = employees.map((person) => ({ value: String(person.key), label: person.name }));
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        Team ({team.fields.length})
      </Typography>
      {team.fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={`Member ${index + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' },
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <FormSelect name={`members.${index}.employeeId`} label="Member" options={options} />
          <FormTextField name={`members.${index}.role`} label="Role" />
          <FormTextField
            name={`members.${index}.allocation`}
            label="Allocation (%)"
            type="number"
          />
          <FormDateField name={`members.${index}.startedAt`} label="From" />
          <FormDateField name={`members.${index}.endedAt`} label="To" />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
            <IconButton
              aria-label={`Remove member ${index + 1}`}
              onClick={() => team.remove(index)}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() =>
          team.append({
            employeeId: '',
            role: '',
            allocation: 100,
            startedAt: getValues('startDate'),
            endedAt: null,
          })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        Add member
      </Button>
    </Box>
  );
}

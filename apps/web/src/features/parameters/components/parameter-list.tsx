import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import { SYSTEM_PARAMETERS, type SystemParameter } from '@quadro/contract/system-parameters';
import { formatParameterValue } from './parameter-value.ts';

function lastChange(parameter: SystemParameter): string {
  if (!parameter.updated_at) return 'Default value, never changed';
  const who = parameter.updated_by?.name ?? 'a former user';
  return `Changed by ${who} on ${formatDateTime(parameter.updated_at)}`;
}

interface ParameterListProps {
  parameters: SystemParameter[];
  onEdit: (parameter: SystemParameter) => void;
}

export function ParameterList({ parameters, onEdit }: ParameterListProps) {
  return (
    <List aria-label="System parameters" disablePadding>
      {parameters.map((parameter, index) => {
        const definition = SYSTEM_PARAMETERS[parameter.key];
        return (
          <ListItem
            key={parameter.key}
            divider={index < parameters.length - 1}
            sx={{ py: 2 }}
            aria-label={definition.label}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ width: '100%', alignItems: { sm: 'center' } }}
            >
              <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {definition.label}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {definition.description}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {lastChange(parameter)}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                <Chip
                  label={formatParameterValue(parameter.key, parameter.value)}
                  color={parameter.updated_at ? 'primary' : 'default'}
                  variant="outlined"
                />
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => onEdit(parameter)}
                  aria-label={`Edit ${definition.label}`}
                >
                  Edit
                </Button>
              </Stack>
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useCurrentAccount } from '../../../app/auth/current-account.ts';
import { useDebouncedParam } from '../../../app/routes/use-debounced-param.ts';
import { EmployeePicker } from '../../../components/form/employee-picker.tsx';

interface AuditFiltersProps {
  params: URLSearchParams;
  update: (changes: Record<string, string>) => void;
}

/** A text filter applied after a pause in typing, kept in the URL like every other. */
function TypedFilter({
  label,
  name,
  ...props
}: AuditFiltersProps & { label: string; name: string }) {
  const [typed, setTyped] = useDebouncedParam(props.params, props.update, name);
  return (
    <TextField
      size="small"
      label={label}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
    />
  );
}

function DayFilter({
  label,
  name,
  params,
  update,
}: AuditFiltersProps & { label: string; name: string }) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={params.get(name) ?? ''}
      onChange={(event) => update({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** Who acted, on what kind of record and which one, what they did, and between which days. */
export function AuditFilters({ params, update }: AuditFiltersProps) {
  const account = useCurrentAccount();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      <EmployeePicker
        label="Actor"
        size="small"
        employees={account.data?.employees ?? []}
        loading={account.isPending}
        value={params.get('actorId')}
        onChange={(actorId) => update({ actorId: actorId ?? '' })}
      />
      <TypedFilter label="Record kind" name="entityType" params={params} update={update} />
      <TypedFilter label="Record" name="entityId" params={params} update={update} />
      <TypedFilter label="Action" name="action" params={params} update={update} />
      <DayFilter label="From" name="from" params={params} update={update} />
      <DayFilter label="To" name="to" params={params} update={update} />
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { Holiday } from '@quadro/contract/holidays';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStoredUser } from '../../app/auth/use-session.ts';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { type DataColumn, DataTable } from '../../components/table/data-table.tsx';
import { useHolidays } from './api/get-holidays.ts';
import { useRemoveHoliday } from './api/remove-holiday.ts';
import { HolidayFormDialog } from './components/holiday-form-dialog.tsx';
import { HolidayScopeChip } from './components/holiday-scope-chip.tsx';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const weekdayOf = (date: string) => WEEKDAY.format(new Date(`${date}T00:00:00Z`));

const COLUMNS: readonly DataColumn<Holiday>[] = [
  { header: 'Date', cell: (holiday) => formatCalendarDay(holiday.date) },
  { header: 'Day', cell: (holiday) => weekdayOf(holiday.date) },
  { header: 'Name', cell: (holiday) => holiday.name },
  { header: 'Scope', cell: (holiday) => <HolidayScopeChip scope={holiday.scope} /> },
  { header: 'Region', cell: (holiday) => holiday.region ?? '—' },
];

type Editing = { holiday?: Holiday } | null;

/** /app/holiday (hr, cto): a year's holidays; HR adds, changes and removes the regional ones. */
export function HolidaysPage() {
  const calendar = useCompanyCalendar();
  return calendar ? <HolidaysOfYear thisYear={calendar.thisYear} /> : <PageLoader />;
}

function HolidaysOfYear({ thisYear }: { thisYear: number }) {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || thisYear;
  const holidays = useHolidays(year);
  const canManage = holdsAnyProfile(useStoredUser()?.profiles ?? [], ['hr']);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const remove = useRemoveHoliday(() => setRemoving(null));
  const goTo = (next: number) => setParams({ year: String(next) });
  const actions: DataColumn<Holiday> = {
    header: 'Actions',
    cellSx: { whiteSpace: 'nowrap' },
    cell: (holiday) =>
      holiday.id && (
        <>
          <Tooltip title="Edit">
            <IconButton aria-label={`Edit ${holiday.name}`} onClick={() => setEditing({ holiday })}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Remove">
            <IconButton aria-label={`Remove ${holiday.name}`} onClick={() => setRemoving(holiday)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
  };
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <IconButton aria-label="Previous year" onClick={() => goTo(year - 1)}>
                <ChevronLeftIcon />
              </IconButton>
              <Typography variant="h6" component="h2">
                Holidays {year}
              </Typography>
              <IconButton aria-label="Next year" onClick={() => goTo(year + 1)}>
                <ChevronRightIcon />
              </IconButton>
            </Stack>
            {canManage && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
                New holiday
              </Button>
            )}
          </Stack>
          {holidays.isPending ? (
            <PageLoader />
          ) : (
            <DataTable
              label="Holidays"
              rows={holidays.data ?? []}
              rowKey={(holiday) => holiday.id ?? holiday.date}
              columns={canManage ? [...COLUMNS, actions] : COLUMNS}
              scroll={{ minWidth: 560, focusable: true }}
            />
          )}
        </Stack>
      </CardContent>
      {editing && (
        <HolidayFormDialog
          holiday={editing.holiday}
          defaultDate={`${year}-01-01`}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        onCancel={() => setRemoving(null)}
        onSubmit={() => removing?.id && remove.mutate(removing.id)}
        loading={remove.isPending}
      >
        Work maps created from now on count this day as a working day again.
      </ConfirmDialog>
    </Card>
  );
}

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
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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
import { useHolidays } from './api/get-holidays.ts';
import { useRemoveHoliday } from './api/remove-holiday.ts';
import { HolidayFormDialog } from './components/holiday-form-dialog.tsx';
import { HolidayScopeChip } from './components/holiday-scope-chip.tsx';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const weekdayOf = (date: string) => WEEKDAY.format(new Date(`${date}T00:00:00Z`));

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
            <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0}>
              <Table size="small" aria-label="Holidays" sx={{ minWidth: 560 }}>
                <TableHead>
                  <TableRow>
                    {['Date', 'Day', 'Name', 'Scope', 'Region'].map((label) => (
                      <TableCell key={label} sx={{ fontWeight: 600 }}>
                        {label}
                      </TableCell>
                    ))}
                    {canManage && <TableCell sx={{ fontWeight: 600 }}>Actions</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(holidays.data ?? []).map((holiday) => (
                    <TableRow key={holiday.id ?? holiday.date} hover>
                      <TableCell>{formatCalendarDay(holiday.date)}</TableCell>
                      <TableCell>{weekdayOf(holiday.date)}</TableCell>
                      <TableCell>{holiday.name}</TableCell>
                      <TableCell>
                        <HolidayScopeChip scope={holiday.scope} />
                      </TableCell>
                      <TableCell>{holiday.region ?? '—'}</TableCell>
                      {canManage && (
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {holiday.id && (
                            <>
                              <Tooltip title="Edit">
                                <IconButton
                                  aria-label={`Edit ${holiday.name}`}
                                  onClick={() => setEditing({ holiday })}
                                >
                                  <EditIcon fontSize="small" />
                                </IconButton>
                              </Tooltip>
                              <Tooltip title="Remove">
                                <IconButton
                                  aria-label={`Remove ${holiday.name}`}
                                  onClick={() => setRemoving(holiday)}
                                >
                                  <DeleteIcon fontSize="small" />
                                </IconButton>
                              </Tooltip>
                            </>
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
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

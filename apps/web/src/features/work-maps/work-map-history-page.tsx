import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMonth, formatNumber } from '@quadro/contract/formatting';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorText } from '../../app/api/error-message.ts';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useCreateWorkMap } from './api/create-work-map.ts';
import { useMyWorkMaps } from './api/get-my-work-maps.ts';
import { recentMonths } from './components/recent-months.ts';
import { WorkMapStatusChip } from './components/work-map-status-chip.tsx';

/** /app/work-map-history (employee): their maps by month, and a new one in one click. */
export function WorkMapHistoryPage() {
  const calendar = useCompanyCalendar();
  return calendar ? <WorkMapHistory thisMonth={calendar.thisMonth} /> : <PageLoader />;
}

function WorkMapHistory({ thisMonth }: { thisMonth: string }) {
  const navigate = useNavigate();
  const maps = useMyWorkMaps();
  const months = recentMonths(thisMonth);
  const taken = new Set(maps.data?.map((map) => map.month));
  const free = months.filter((month) => !taken.has(month));
  const [picked, setPicked] = useState<string>();
  const month = picked && free.includes(picked) ? picked : (free[1] ?? free[0]);
  const create = useCreateWorkMap((map) => navigate(`/app/work-map-history/details/${map.id}`));

  if (maps.isPending) return <PageLoader />;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              My work maps
            </Typography>
            {month && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: 1, alignItems: { xs: 'stretch', sm: 'center' } }}
              >
                <TextField
                  select
                  size="small"
                  label="Month"
                  value={month}
                  onChange={(event) => setPicked(event.target.value)}
                  sx={{ minWidth: 170 }}
                >
                  {free.map((option) => (
                    <MenuItem key={option} value={option}>
                      {formatMonth(option)}
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  loading={create.isPending}
                  onClick={() => create.mutate(month)}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  Create work map
                </Button>
              </Stack>
            )}
          </Stack>
          {create.isError && <Alert severity="error">{errorText(create.error)}</Alert>}
          <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0}>
            <Table size="small" aria-label="My work maps" sx={{ minWidth: 640 }}>
              <TableHead>
                <TableRow>
                  {['Month', 'Status', 'Days worked', 'Hours', 'Extra hours', 'Absent days'].map(
                    (label) => (
                      <TableCell key={label} sx={{ fontWeight: 600 }}>
                        {label}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {maps.data?.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6}>No Data</TableCell>
                  </TableRow>
                )}
                {maps.data?.map((map) => (
                  <TableRow key={map.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={`/app/work-map-history/details/${map.id}`}>
                        {formatMonth(map.month)}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <WorkMapStatusChip status={map.status} />
                    </TableCell>
                    <TableCell>{map.daysWorked}</TableCell>
                    <TableCell>{formatNumber(map.hours)}</TableCell>
                    <TableCell>{formatNumber(map.extraHours)}</TableCell>
                    <TableCell>{map.absentDays}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Stack>
      </CardContent>
    </Card>
  );
}

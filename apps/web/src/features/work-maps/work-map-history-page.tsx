import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMonth, formatNumber } from '@quadro/contract/formatting';
import type { WorkMapSummary } from '@quadro/contract/work-maps';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorText } from '../../app/api/error-message.ts';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { type DataColumn, DataTable } from '../../components/table/data-table.tsx';
import { useCreateWorkMap } from './api/create-work-map.ts';
import { useMyWorkMaps } from './api/get-my-work-maps.ts';
import { recentMonths } from './components/recent-months.ts';
import { WorkMapStatusChip } from './components/work-map-status-chip.tsx';

const COLUMNS: readonly DataColumn<WorkMapSummary>[] = [
  {
    header: 'Month',
    cell: (map) => (
      <Link component={RouterLink} to={`/app/work-map-history/details/${map.id}`}>
        {formatMonth(map.month)}
      </Link>
    ),
  },
  { header: 'Status', cell: (map) => <WorkMapStatusChip status={map.status} /> },
  { header: 'Days worked', cell: (map) => map.daysWorked },
  { header: 'Hours', cell: (map) => formatNumber(map.hours) },
  { header: 'Extra hours', cell: (map) => formatNumber(map.extraHours) },
  { header: 'Absent days', cell: (map) => map.absentDays },
];

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
          <DataTable
            label="My work maps"
            rows={maps.data ?? []}
            rowKey={(map) => map.id}
            columns={COLUMNS}
            scroll={{ minWidth: 640, focusable: true }}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

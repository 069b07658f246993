import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { WORK_MAP_ROW_STATUSES, WORK_MAP_STATUS_LABELS } from '@quadro/contract/work-maps';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { MonthStepper } from '../../components/filters/month-stepper.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useExportWorkMaps } from './api/export-work-maps.ts';
import { useWorkMapTable } from './api/get-work-map-table.ts';
import { WorkMapsTable } from './components/work-maps-table.tsx';

const PAGE_SIZE = 20;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /app/manage-work-map (hr, admin): a month's maps of everyone, with counts, filters and paging. */
export function ManageWorkMapsPage() {
  const calendar = useCompanyCalendar();
  return calendar ? <WorkMapsOfMonth thisMonth={calendar.thisMonth} /> : <PageLoader />;
}

function WorkMapsOfMonth({ thisMonth }: { thisMonth: string }) {
  const { params, update } = useTableParams();
  const month = MONTH.test(params.get('month') ?? '') ? (params.get('month') as string) : thisMonth;
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const exporting = useExportWorkMaps();
  const table = useWorkMapTable({
    month,
    status,
    search: appliedSearch,
    page,
    pageSize: PAGE_SIZE,
  });
  const counts = table.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, value) => sum + value, 0) : undefined;

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
          >
            <MonthStepper
              month={month}
              last={thisMonth}
              onChange={(next) => update({ month: next })}
            />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              {(['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={format}
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  loading={exporting.isPending && exporting.variables?.format === format}
                  onClick={() => exporting.mutate({ month, format })}
                >
                  Export {format.toUpperCase()}
                </Button>
              ))}
              <TextField
                size="small"
                label="Search employee"
                sx={{ width: { xs: '100%', md: 320 } }}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </Stack>
          </Stack>
          <Stack
            direction="row"
            role="group"
            aria-label="Filter by state"
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            <Chip
              label={`All${all === undefined ? '' : ` (${all})`}`}
              color={status === '' ? 'primary' : 'default'}
              onClick={() => update({ status: '' })}
              aria-pressed={status === ''}
            />
            {WORK_MAP_ROW_STATUSES.map((key) => (
              <Chip
                key={key}
                label={`${WORK_MAP_STATUS_LABELS[key]}${counts ? ` (${counts[key]})` : ''}`}
                color={status === key ? 'primary' : 'default'}
                onClick={() => update({ status: key })}
                aria-pressed={status === key}
              />
            ))}
          </Stack>
          {table.isPending ? <PageLoader /> : <WorkMapsTable rows={table.data?.items ?? []} />}
          <PageFooter
            total={table.data?.total}
            pageSize={PAGE_SIZE}
            page={page}
            label="Work maps pages"
            onChange={(next) => update({ page: String(next) })}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYEE_PAGE_SIZE, EMPLOYEE_SORTS } from '@quadro/contract/employees';
import { TWO_FACTOR_MESSAGES } from '@quadro/contract/two-factor';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppPagination } from '../../app/pagination/app-pagination.tsx';
import { pageCount } from '../../app/pagination/pagination-model.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { type ExportFormat, useExportEmployees } from './api/export-employees.ts';
import { useEmployees } from './api/get-employees.ts';
import { EmployeeFilters, type FilterValues } from './components/employee-filters.tsx';
import { EmployeeFormDialog } from './components/employee-form-dialog.tsx';
import { EmployeeImportDialog } from './components/employee-import-dialog.tsx';
import { EmployeesTable } from './components/employees-table.tsx';
import { useCanManageEmployees } from './use-can-manage-employees.ts';

type Sort = (typeof EMPLOYEE_SORTS)[number];
const FILTER_KEYS = [
  'search',
  'status',
  'profile',
  'contract_type',
  'client_id',
  'start_from',
  'start_to',
  'two_factor',
] as const;

function sortFrom(raw: string | null): Sort {
  return (EMPLOYEE_SORTS as readonly string[]).includes(raw ?? '') ? (raw as Sort) : 'name';
}

/** /app/employees (hr, financial): the server-paged table; filters, sort and page in the URL. */
export function EmployeesPage() {
  const { params, update } = useTableParams();
  const navigate = useNavigate();
  const canManage = useCanManageEmployees();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = sortFrom(params.get('sort'));
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const filters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as FilterValues;
  const employees = useEmployees({ ...filters, page, page_size: EMPLOYEE_PAGE_SIZE, sort, order });
  const exportTable = useExportEmployees();
  const exportAs = (format: ExportFormat) =>
    exportTable.mutate({ format, filters: { ...filters, sort, order } });
  const exporting = (format: ExportFormat) =>
    exportTable.isPending && exportTable.variables?.format === format;

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', gap: 1 }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {employees.data ? `${employees.data.total} employees` : 'Employees'}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                loading={exporting('csv')}
                onClick={() => exportAs('csv')}
              >
                Export CSV
              </Button>
              <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                loading={exporting('xlsx')}
                onClick={() => exportAs('xlsx')}
              >
                Export XLSX
              </Button>
              {canManage && (
                <Button
                  variant="outlined"
                  startIcon={<UploadFileIcon />}
                  onClick={() => setImporting(true)}
                >
                  Import
                </Button>
              )}
              {canManage && (
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setCreating(true)}
                >
                  New employee
                </Button>
              )}
            </Stack>
          </Stack>
          {employees.data && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {TWO_FACTOR_MESSAGES.requiredOf(employees.data.two_factor_required_profiles)}
            </Typography>
          )}
          <EmployeeFilters values={filters} onChange={update} />
          {employees.isPending ? (
            <PageLoader />
          ) : (
            <EmployeesTable
              rows={employees.data?.items ?? []}
              sort={sort}
              order={order}
              onSort={(nextSort, nextOrder) => update({ sort: nextSort, order: nextOrder })}
            />
          )}
          {employees.data && employees.data.total > EMPLOYEE_PAGE_SIZE && (
            <Stack sx={{ alignItems: 'center' }}>
              <AppPagination
                page={page}
                count={pageCount(employees.data.total, EMPLOYEE_PAGE_SIZE)}
                label="Employees pages"
                onChange={(next) => update({ page: String(next) })}
              />
            </Stack>
          )}
        </Stack>
      </CardContent>
      {importing && <EmployeeImportDialog onClose={() => setImporting(false)} />}
      {creating && (
        <EmployeeFormDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => navigate(`/app/employees/${created.id}`)}
        />
      )}
    </Card>
  );
}

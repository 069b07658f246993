import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_DEFAULTS,
  EMPLOYEE_IMPORT_EXTENSIONS,
  EMPLOYEE_IMPORT_MESSAGES,
} from '@quadro/contract/employee-import';
import { type ChangeEvent, useState } from 'react';
import { errorText } from '../../../app/api/error-message.ts';
import { saveDownload } from '../../../app/files/save-download.ts';
import { toast } from '../../../app/notifications/notification-store.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { useImportEmployees } from '../api/import-employees.ts';
import { usePreviewEmployeeImport } from '../api/preview-employee-import.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { importTemplateCsv } from './import-template.ts';

const COLUMN_LIST = EMPLOYEE_IMPORT_COLUMNS.map((column) => column.title).join(', ');

/**
 * HR's import: choose a file, read the preview (every row checked by the server, errors naming
 * the column), fix the file and choose it again until it is clean, then import all rows at once.
 */
export function EmployeeImportDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File>();
  const preview = usePreviewEmployeeImport();
  const run = useImportEmployees((message) => {
    toast.success(message);
    onClose();
  });
  const result = preview.data;
  const failing = result ? result.total_rows - result.valid_rows : 0;
  const ready = result !== undefined && failing === 0 && !preview.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    run.reset();
    preview.mutate(chosen);
  };

  return (
    <FormDialog
      open
      large
      title="Import employees"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!ready || !file}
            loading={run.isPending}
            onClick={() => file && run.mutate(file)}
          >
            {ready ? `Import ${result.total_rows} employees` : 'Import'}
          </Button>
        </>
      }
    >
      <Typography variant="body2">
        A CSV or XLSX file with a header row and one employee per row, with the columns{' '}
        {COLUMN_LIST}. Blank working weekdays and daily hours mean Monday to Friday,{' '}
        {EMPLOYEE_IMPORT_DEFAULTS.daily_hours} hours. Each new employee gets an invitation e-mail.{' '}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => saveDownload(importTemplateCsv(), 'employees-template.csv')}
        >
          Download a template
        </Link>
      </Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        loading={preview.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {file ? 'Choose another file' : 'Choose file'}
        <input
          hidden
          type="file"
          accept={EMPLOYEE_IMPORT_EXTENSIONS.join(',')}
          aria-label="Employees file"
          onChange={choose}
        />
      </Button>
      {preview.isError && (
        <Alert severity="error">
          {file?.name}: {errorText(preview.error)}
        </Alert>
      )}
      {run.isError && <Alert severity="error">{errorText(run.error)}</Alert>}
      {result && !preview.isPending && (
        <>
          <Alert severity={failing > 0 ? 'warning' : 'success'}>
            {failing > 0
              ? `${result.file_name}: ${EMPLOYEE_IMPORT_MESSAGES.rowsWithErrors(failing)}`
              : `${result.file_name}: ${result.total_rows} employees ready to import.`}
            {result.ignored_columns.length > 0 &&
              ` Ignored columns: ${result.ignored_columns.join(', ')}.`}
          </Alert>
          <ImportPreviewTable rows={result.rows} />
        </>
      )}
    </FormDialog>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@quadro/contract/audit-trail';
import { useState } from 'react';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useExportAuditEntries } from './api/export-audit-entries.ts';
import { useAuditEntries } from './api/get-audit-entries.ts';
import { readAuditFilters } from './audit-trail-filters.ts';
import { AuditEntryDialog } from './components/audit-entry-dialog.tsx';
import { AuditEntryTable } from './components/audit-entry-table.tsx';
import { AuditFilters } from './components/audit-filters.tsx';

/**
 * /app/audit-trail (admin), Settings › Audit Trail: every recorded change and sign-in, newest
 * first, filtered in the URL, each entry's before/after in a dialog, and the filtered entries as
 * CSV or XLSX.
 */
export function AuditTrailPage() {
  const { params, update } = useTableParams();
  const filters = readAuditFilters(params);
  const entries = useAuditEntries(filters);
  const exporting = useExportAuditEntries();
  const [open, setOpen] = useState<AuditEntry>();
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card sx={{ maxWidth: 1400 }}>
      <CardContent>
        <Stack spacing={2}>
          <AuditFilters params={params} update={update} />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={exporting.isPending}
                onClick={() => exporting.mutate({ filters, format })}
              >
                Export {format.toUpperCase()}
              </Button>
            ))}
          </Stack>
          {entries.isPending ? (
            <PageLoader />
          ) : entries.isError ? (
            <Typography role="alert">The audit entries could not be loaded. No Data</Typography>
          ) : items.length === 0 ? (
            <Typography>No entries match these filters.</Typography>
          ) : (
            <AuditEntryTable entries={items} onOpen={setOpen} />
          )}
          {entries.hasNextPage ? (
            <Button
              onClick={() => entries.fetchNextPage()}
              disabled={entries.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              Load more
            </Button>
          ) : null}
        </Stack>
      </CardContent>
      {open ? <AuditEntryDialog entry={open} onClose={() => setOpen(undefined)} /> : null}
    </Card>
  );
}

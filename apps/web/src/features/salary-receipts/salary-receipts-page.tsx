import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import { type MySalaryReceipt, SALARY_RECEIPT_KIND_NAMES } from '@quadro/contract/salary-receipts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ProtectedFileLink } from '../../components/files/protected-file-link.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useDownloadSalaryReceipt } from './api/download-salary-receipt.ts';
import { useMySalaryReceipts } from './api/get-my-salary-receipts.ts';
import { salaryReceiptKeys } from './api/salary-receipt-keys.ts';
import { periodText, readYear } from './receipt-filters.ts';

/** One published receipt: its period and kind, 'New' until opened, and Open and Download. */
function ReceiptItem({
  receipt,
  opened,
  onOpened,
}: {
  receipt: MySalaryReceipt;
  opened: boolean;
  onOpened: () => void;
}) {
  const download = useDownloadSalaryReceipt();
  const name = `${periodText(receipt)}, ${SALARY_RECEIPT_KIND_NAMES[receipt.kind]}`;
  return (
    <ListItem
      divider
      sx={{
        gap: 1.5,
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        px: 0,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle2" component="h3">
            {name}
          </Typography>
          {receipt.isNew && !opened && <Chip size="small" color="primary" label="New" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Published {formatDateTime(receipt.publishedAt)}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        {/* The link opens the PDF itself; the click bubbles here once its download has begun. */}
        <Box component="span" onClick={onOpened}>
          <ProtectedFileLink path={receipt.file} label="Open" />
        </Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          aria-label={`Download ${name}`}
          onClick={() => {
            onOpened();
            download.mutate(receipt);
          }}
        >
          Download
        </Button>
      </Stack>
    </ListItem>
  );
}

/** /app/salary-receipts (employee): the year's published receipts, newest first. */
export function SalaryReceiptsPage() {
  const [params, setParams] = useSearchParams();
  const receipts = useMySalaryReceipts(readYear(params));
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  if (receipts.isPending) return <PageLoader />;
  const data = receipts.data;
  const year = data?.year;
  const years = data ? [...new Set([data.year, ...data.years])].sort((a, b) => b - a) : [];
  const markOpened = (id: string) => {
    setOpened((current) => new Set(current).add(id));
    // The server marks it read as it sends the file; ask again for what is new.
    void queryClient.invalidateQueries({ queryKey: salaryReceiptKeys.mine });
  };
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              My salary receipts
            </Typography>
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to="/app/payments/allowances" variant="body2">
                My allowances
              </Link>
              {year !== undefined && (
                <TextField
                  select
                  fullWidth={false}
                  size="small"
                  label="Year"
                  value={String(year)}
                  onChange={(event) => setParams({ year: event.target.value }, { replace: true })}
                  sx={{ minWidth: 110 }}
                >
                  {years.map((option) => (
                    <MenuItem key={option} value={String(option)}>
                      {option}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          </Stack>
          {data?.items.length === 0 ? (
            <Typography variant="body2">No Data</Typography>
          ) : (
            <List aria-label={`Salary receipts ${year ?? ''}`.trim()} disablePadding>
              {data?.items.map((receipt) => (
                <ReceiptItem
                  key={receipt.id}
                  receipt={receipt}
                  opened={opened.has(receipt.id)}
                  onOpened={() => markOpened(receipt.id)}
                />
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

import ReplayIcon from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OPERATIONS_MESSAGES } from '@quadro/contract/operations';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppPagination } from '../../../app/pagination/app-pagination.tsx';
import { pageCount } from '../../../app/pagination/pagination-model.ts';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { FAILED_MAILS_PAGE_SIZE, useFailedMails } from '../api/get-failed-mails.ts';
import { useRetryMails } from '../api/retry-mails.ts';
import { FailedMailTable } from './failed-mail-table.tsx';
import { OutboxCounts } from './outbox-counts.tsx';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The mails the outbox gave up on, a page at a time (kept in the URL), and Retry on a pick. */
export function FailedMailsSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const mails = useFailedMails(page);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const retry = useRetryMails(() => setSelected(new Set()));
  const pick = (ids: readonly string[], picked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (picked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const goTo = (next: number) => {
    setSelected(new Set());
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });
  };
  return (
    <Card component="section" aria-labelledby="failed-mails-title">
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}
          >
            <Typography id="failed-mails-title" variant="h6" component="h2">
              Failed mails
            </Typography>
            <Button
              variant="contained"
              startIcon={<ReplayIcon />}
              disabled={selected.size === 0 || retry.isPending}
              onClick={() => retry.mutate([...selected])}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {selected.size > 0 ? `Retry ${selected.size}` : 'Retry'}
            </Button>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            A mail is given up on after eight failed attempts over about an hour, or at once when
            the mail server refuses its recipient. Retry sends the selected mails again within
            seconds; one that fails again comes back here.
          </Typography>
          {mails.isPending ? (
            <PageLoader />
          ) : mails.isError ? (
            <Typography role="alert">The failed mails could not be loaded. No Data</Typography>
          ) : (
            <>
              <OutboxCounts failed={mails.data.total} pending={mails.data.pending} />
              {mails.data.items.length === 0 ? (
                <Typography>{OPERATIONS_MESSAGES.noFailedMails}</Typography>
              ) : (
                <FailedMailTable mails={mails.data.items} selected={selected} onPick={pick} />
              )}
              {mails.data.total > FAILED_MAILS_PAGE_SIZE && (
                <AppPagination
                  page={page}
                  count={pageCount(mails.data.total, FAILED_MAILS_PAGE_SIZE)}
                  onChange={goTo}
                  label="Failed mails pages"
                />
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

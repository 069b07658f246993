import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import { useState } from 'react';
import { AppPagination } from '../../../app/pagination/app-pagination.tsx';
import { pageCount } from '../../../app/pagination/pagination-model.ts';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { HISTORY_PAGE_SIZE, useEmployeeHistory } from '../api/get-employee-history.ts';
import { actionName, changeLines } from './history-change.ts';

/** The History tab: who changed what of the employee's records and when, before → after. */
export function EmployeeHistory({ personId }: { personId: string }) {
  const [page, setPage] = useState(1);
  const history = useEmployeeHistory(personId, page);
  if (history.isPending) return <PageLoader />;
  if (!history.data || history.data.items.length === 0) return <Typography>No Data</Typography>;
  return (
    <Stack spacing={2}>
      <List aria-label="History" disablePadding>
        {history.data.items.map((entry, index) => (
          <ListItem
            key={entry.id}
            divider={index < (history.data?.items.length ?? 0) - 1}
            sx={{ display: 'block', px: 0 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{actionName(entry.action)}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {entry.actor_name ?? 'System'} · {formatDateTime(entry.created_at)}
            </Typography>
            {changeLines(entry.before, entry.after).map((line) => (
              <Typography key={line.field} variant="body2">
                <strong>{line.field}</strong>: {line.before} → {line.after}
              </Typography>
            ))}
          </ListItem>
        ))}
      </List>
      {history.data.total > HISTORY_PAGE_SIZE && (
        <Stack sx={{ alignItems: 'center' }}>
          <AppPagination
            page={page}
            count={pageCount(history.data.total, HISTORY_PAGE_SIZE)}
            label="History pages"
            onChange={setPage}
          />
        </Stack>
      )}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import { AppPagination } from './app-pagination.tsx';
import { pageCount } from './pagination-model.ts';

/** The spec §2 pagination under a table, shown only when there is more than one page. */
export function PageFooter({
  total,
  pageSize,
  page,
  label,
  onChange,
}: {
  total: number | undefined;
  pageSize: number;
  page: number;
  label: string;
  onChange: (page: number) => void;
}) {
  if (total === undefined || total <= pageSize) return null;
  return (
    <Stack sx={{ alignItems: 'center' }}>
      <AppPagination
        page={page}
        count={pageCount(total, pageSize)}
        label={label}
        onChange={onChange}
      />
    </Stack>
  );
}

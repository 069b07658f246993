import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { AppPagination } from '../../../app/pagination/app-pagination.tsx';
import { pageCount } from '../../../app/pagination/pagination-model.ts';

interface ResultsSectionProps {
  /** The section's heading, e.g. 'People'; its count follows it. */
  title: string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The page's results; shown only when the section has any. */
  children: ReactNode;
}

/** One labelled kind of search results (people, screens) with its count, 'No Data' and pages. */
export function ResultsSection({
  title,
  total,
  page,
  pageSize,
  onPageChange,
  children,
}: ResultsSectionProps) {
  const headingId = useId();
  const pages = pageCount(total, pageSize);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        {title} ({total})
      </Typography>
      {total === 0 ? (
        <Card sx={{ p: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>
        </Card>
      ) : (
        children
      )}
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center' }}>
          <AppPagination
            page={page}
            count={pages}
            label={`${title} pages`}
            onChange={onPageChange}
          />
        </Stack>
      )}
    </Stack>
  );
}

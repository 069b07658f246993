import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isValidSearchTerm } from '@quadro/contract/search';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { useSearchParams } from 'react-router';
import { AppPagination } from '../../app/pagination/app-pagination.tsx';
import { pageCount } from '../../app/pagination/pagination-model.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { SEARCH_PAGE_SIZE, usePeopleSearch } from './api/search-people.ts';
import { EmployeeCard } from './components/employee-card.tsx';

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /app/search?search={term}&page={n}: the employees whose name contains the term, as cards. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('search') ?? '').trim();
  const page = pageFrom(params.get('page'));
  const valid = isValidSearchTerm(term);
  const { data, isPending } = usePeopleSearch({ search: term, page }, valid);

  if (!valid) return <Alert severity="error">{VALIDATION_MESSAGES.invalidSearchTerm}</Alert>;
  if (isPending || !data) return <PageLoader />;
  const pages = pageCount(data.total, SEARCH_PAGE_SIZE);
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {data.total} {data.total === 1 ? 'person' : 'people'} found for “{term}”
      </Typography>
      {data.items.length === 0 ? (
        <Card sx={{ p: 2 }}>
          <Typography sx={{ color: 'text.secondary' }}>No Data</Typography>
        </Card>
      ) : (
        <Grid container spacing={2} component="section" aria-label="Search results">
          {data.items.map((card) => (
            <Grid key={card.employeeId} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <EmployeeCard card={card} />
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center' }}>
          <AppPagination
            page={page}
            count={pages}
            label="Search results pages"
            onChange={(next) => setParams({ search: term, page: String(next) })}
          />
        </Stack>
      )}
    </Stack>
  );
}

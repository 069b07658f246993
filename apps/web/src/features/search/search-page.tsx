import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isValidSearchTerm } from '@quadro/contract/search';
import { VALIDATION_MESSAGES } from '@quadro/contract/validation-messages';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { SEARCH_PAGE_SIZE, usePeopleSearch } from './api/search-people.ts';
import { POST_RESULTS_PAGE_SIZE, usePostSearch } from './api/search-posts.ts';
import { useScreenSearch } from './api/search-screens.ts';
import { EmployeeCardGrid } from './components/employee-card-grid.tsx';
import { PostResultList } from './components/post-result-list.tsx';
import { ResultsSection } from './components/results-section.tsx';
import { ScreenList } from './components/screen-list.tsx';

/** Each section pages on its own, its page kept in the URL. */
const PAGE_PARAMS = { people: 'page', posts: 'postsPage', screens: 'screensPage' } as const;

function pageFrom(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * /app/search?search={term}&page={n}&postsPage={n}&screensPage={n}: the people whose name, the
 * posts whose text or author's nickname and the screens whose title contain the term, one section
 * each.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('search') ?? '').trim();
  const peoplePage = pageFrom(params.get(PAGE_PARAMS.people));
  const postsPage = pageFrom(params.get(PAGE_PARAMS.posts));
  const screensPage = pageFrom(params.get(PAGE_PARAMS.screens));
  const valid = isValidSearchTerm(term);
  const people = usePeopleSearch({ search: term, page: peoplePage }, valid);
  const posts = usePostSearch({ search: term, page: postsPage }, valid);
  const screens = useScreenSearch({ search: term, page: screensPage }, valid);

  if (!valid) return <Alert severity="error">{VALIDATION_MESSAGES.invalidSearchTerm}</Alert>;
  if (!people.data || !posts.data || !screens.data) return <PageLoader />;

  const goTo = (param: string) => (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(param, String(page));
      return next;
    });
  return (
    <Stack spacing={4}>
      <Typography sx={{ color: 'text.secondary' }}>Results for “{term}”</Typography>
      <ResultsSection
        title="People"
        total={people.data.total}
        page={peoplePage}
        pageSize={SEARCH_PAGE_SIZE}
        onPageChange={goTo(PAGE_PARAMS.people)}
      >
        <EmployeeCardGrid cards={people.data.items} />
      </ResultsSection>
      <ResultsSection
        title="Posts"
        total={posts.data.total}
        page={postsPage}
        pageSize={POST_RESULTS_PAGE_SIZE}
        onPageChange={goTo(PAGE_PARAMS.posts)}
      >
        <PostResultList posts={posts.data.items} />
      </ResultsSection>
      <ResultsSection
        title="Screens"
        total={screens.data.total}
        page={screensPage}
        pageSize={SEARCH_PAGE_SIZE}
        onPageChange={goTo(PAGE_PARAMS.screens)}
      >
        <ScreenList screens={screens.data.items} />
      </ResultsSection>
    </Stack>
  );
}

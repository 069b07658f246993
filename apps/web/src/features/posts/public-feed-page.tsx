import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { CelebrationsCard } from './components/celebrations-card.tsx';
import { FeedList } from './components/feed-list.tsx';

export const NEW_POST_LINK = '/app/my-profile?selectedTab=public';

/**
 * /app/public-feed (every profile): the day's celebrations, then everyone's posts newest first,
 * ten more as one scrolls; ?search= filters by text and nickname.
 */
export function PublicFeedPage() {
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const term = appliedSearch.trim();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <Stack
        role="search"
        aria-label="Search posts"
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
      >
        <TextField
          size="small"
          type="search"
          label="Search posts by text or nickname"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant="contained"
          component={RouterLink}
          to={NEW_POST_LINK}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, whiteSpace: 'nowrap' }}
        >
          Write a post
        </Button>
      </Stack>
      {term === '' && <CelebrationsCard />}
      <FeedList filter={term === '' ? {} : { search: term }} label="Posts" />
    </Stack>
  );
}

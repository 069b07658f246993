import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type PaginationControl, paginationModel } from './pagination-model.ts';

const CONTROL_ICONS: Record<PaginationControl, typeof FirstPage> = {
  first: FirstPage,
  previous: NavigateBefore,
  next: NavigateNext,
  last: LastPage,
};

interface AppPaginationProps {
  page: number;
  /** The number of pages. */
  count: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Search results pages'. */
  label?: string;
}

/**
 * Spec §2 pagination, the one every paged list uses: first, previous, page numbers (hidden on
 * extra-small screens, where the current page is written instead), next, last.
 */
export function AppPagination({ page, count, onChange, label = 'Pagination' }: AppPaginationProps) {
  const entries = paginationModel(page, count);
  const last = Math.max(1, count);
  const current = Math.min(Math.max(1, page), last);
  return (
    <Box component="nav" aria-label={label}>
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {entries.map((entry) => {
          if (entry.kind === 'gap') {
            return (
              <Box
                component="li"
                key={entry.key}
                aria-hidden
                sx={{ display: { xs: 'none', sm: 'block' }, px: 0.5 }}
              >
                …
              </Box>
            );
          }
          if (entry.kind === 'page') {
            return (
              <Box component="li" key={entry.page} sx={{ display: { xs: 'none', sm: 'block' } }}>
                <Button
                  size="small"
                  variant={entry.current ? 'contained' : 'text'}
                  aria-label={entry.label}
                  aria-current={entry.current ? 'page' : undefined}
                  onClick={() => onChange(entry.page)}
                  sx={{ minWidth: 36 }}
                >
                  {entry.page}
                </Button>
              </Box>
            );
          }
          const Icon = CONTROL_ICONS[entry.control];
          const control = (
            <Box component="li" key={entry.control}>
              <IconButton
                size="small"
                aria-label={entry.label}
                disabled={entry.disabled}
                onClick={() => onChange(entry.page)}
              >
                <Icon fontSize="small" />
              </IconButton>
            </Box>
          );
          if (entry.control !== 'next') return control;
          return [
            <Box component="li" key="position" sx={{ display: { xs: 'block', sm: 'none' }, px: 1 }}>
              <Typography variant="body2">
                Page {current} of {last}
              </Typography>
            </Box>,
            control,
          ];
        })}
      </Box>
    </Box>
  );
}

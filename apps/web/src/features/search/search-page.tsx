import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { menuFor } from '@quadro/contract/menu';
import { searchMenu } from '@quadro/contract/menu-search';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useStoredUser } from '../../app/auth/use-session.ts';

/** /app/search?search={term}: the pages of the user's menu whose name matches the term. */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get('search') ?? '';
  const results = searchMenu(menuFor(useStoredUser()?.profiles ?? []), term);
  return (
    <Card sx={{ maxWidth: 720 }}>
      <Typography variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        Results for “{term}”
      </Typography>
      {results.length === 0 ? (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>No Data</Typography>
      ) : (
        <List aria-label="Search results">
          {results.map((result) => (
            <ListItemButton key={result.link} component={RouterLink} to={result.link}>
              <ListItemText primary={result.name} secondary={result.link} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Card>
  );
}

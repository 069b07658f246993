import WebAssetIcon from '@mui/icons-material/WebAsset';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SearchScreen } from '@quadro/contract/search';
import { Link as RouterLink } from 'react-router';

/** The screens found: each title a link to its page. */
export function ScreenList({ screens }: { screens: readonly SearchScreen[] }) {
  return (
    <Card>
      <List disablePadding>
        {screens.map((screen) => (
          <li key={screen.link}>
            <ListItemButton component={RouterLink} to={screen.link}>
              <ListItemIcon>
                <WebAssetIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={screen.title} secondary={screen.link} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Card>
  );
}

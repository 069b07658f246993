import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { breadcrumbGroups } from '@quadro/contract/menu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { APP_HOME_PATH } from '../navigation.ts';

interface PageHeaderProps {
  title: string;
  parents: readonly { title: string; path: string }[];
  fixed: boolean;
}

/**
 * Non-dashboard pages: a back button, the title and a breadcrumb introduced by 'You are here:',
 * naming the menu group the page sits in (its entry's `keyParent`) as the sidebar shows it.
 */
export function PageHeader({ title, parents, fixed }: PageHeaderProps) {
  const navigate = useNavigate();
  const groups = breadcrumbGroups(useLocation().pathname, title);
  return (
    <Paper
      square
      elevation={fixed ? 3 : 0}
      data-fixed={fixed}
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton aria-label="Go back" onClick={() => navigate(-1)} size="small">
        <ArrowBack />
      </IconButton>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h1" noWrap>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            You are here:
          </Typography>
          <Breadcrumbs aria-label="breadcrumb" sx={{ typography: 'caption' }}>
            <Link component={RouterLink} to={APP_HOME_PATH} underline="hover" color="inherit">
              Dashboard
            </Link>
            {groups.map((group) => (
              <Typography key={group.key} variant="caption">
                {group.name}
              </Typography>
            ))}
            {parents.map((parent) => (
              <Link
                key={parent.path}
                component={RouterLink}
                to={parent.path}
                underline="hover"
                color="inherit"
              >
                {parent.title}
              </Link>
            ))}
            <Typography variant="caption" sx={{ color: 'text.primary' }}>
              {title}
            </Typography>
          </Breadcrumbs>
        </Box>
      </Box>
    </Paper>
  );
}

import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AppPagePath, appPage } from '@quadro/contract/page-access';
import { holdsAnyProfile } from '@quadro/contract/profiles';
import { Link as RouterLink } from 'react-router';
import { useStoredUser } from '../../../app/auth/use-session.ts';
import { DashboardCard } from './dashboard-card.tsx';

/** The dashboards the menu leaves out (spec §2's menu has no entry for them), and what each shows. */
const OTHER_DASHBOARDS: ReadonlyArray<{ path: AppPagePath; about: string }> = [
  { path: '/app/crm-dashboard', about: 'Clients, projects and their hours' },
  { path: '/app/crypto-dashboard', about: 'Approved euros per month, against the year before' },
];

/** A way to the CRM and crypto dashboards for their readers; nothing for anyone else. */
export function OtherDashboardsCard() {
  const profiles = useStoredUser()?.profiles ?? [];
  const readable = OTHER_DASHBOARDS.map(({ path, about }) => ({
    page: appPage(path),
    about,
  })).filter(({ page }) => holdsAnyProfile(profiles, page.readers ?? []));
  if (readable.length === 0) return null;
  return (
    <DashboardCard title="Other dashboards">
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {readable.map(({ page, about }) => (
          <li key={page.path}>
            <Link component={RouterLink} to={page.path} variant="body2" sx={{ fontWeight: 600 }}>
              {page.title}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {about}
            </Typography>
          </li>
        ))}
      </Stack>
    </DashboardCard>
  );
}

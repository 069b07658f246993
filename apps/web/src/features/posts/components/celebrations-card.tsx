import Cake from '@mui/icons-material/Cake';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AccountAvatar } from '../../../components/layout/account-avatar.tsx';
import { useCelebrations } from '../api/get-celebrations.ts';
import { celebrationText } from '../feed-cache.ts';
import { profileLink } from './post-byline.tsx';

/** Today's birthdays and work anniversaries, at the top of the feed (none: nothing shown). */
export function CelebrationsCard() {
  const { data } = useCelebrations();
  if (!data || data.items.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="celebrations-title">
      <CardContent>
        <Typography id="celebrations-title" variant="h6" component="h2" gutterBottom>
          Celebrating today
        </Typography>
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
            gap: 2,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {data.items.map((item) => (
            <Stack
              component="li"
              key={`${item.kind}-${item.person.id}`}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', minWidth: 0 }}
            >
              <AccountAvatar url={item.person.avatar} name="" size={40} />
              <Stack sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={profileLink(item.person.id)}
                  underline="hover"
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                  noWrap
                >
                  {item.person.displayName}
                </Link>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  {item.kind === 'birthday' ? (
                    <Cake fontSize="small" color="secondary" aria-hidden />
                  ) : (
                    <WorkHistoryOutlined fontSize="small" color="primary" aria-hidden />
                  )}
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {celebrationText(item.kind, item.years)}
                  </Typography>
                </Stack>
              </Stack>
            </Stack>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

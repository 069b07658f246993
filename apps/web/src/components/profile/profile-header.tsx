import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AccountAvatar } from '../layout/account-avatar.tsx';
import { DEFAULT_COVER } from '../layout/default-cover.ts';

/** What the header shows of a person: the own account and a public profile both have it. */
interface HeaderPerson {
  name: string;
  email: string | null;
  profile_picture_url: string | null;
}

interface ProfileHeaderProps {
  person: HeaderPerson;
  /** Replaces the plain avatar, e.g. with the own profile's editable one. */
  avatar?: ReactNode;
  actions?: ReactNode;
}

/** Spec §2 profile header: cover, avatar (or the default one), name and e-mail. */
export function ProfileHeader({ person, avatar, actions }: ProfileHeaderProps) {
  return (
    <Card>
      <Box
        data-testid="profile-cover"
        sx={{
          height: { xs: 120, sm: 180 },
          background: DEFAULT_COVER,
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ px: 3, pb: 3, mt: { xs: -6, sm: -7 }, alignItems: { xs: 'center', sm: 'flex-end' } }}
      >
        {avatar ?? <AccountAvatar url={person.profile_picture_url} name={person.name} size={120} />}
        <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'left' } }}>
          <Typography variant="h5" component="h2">
            {person.name}
          </Typography>
          {person.email && <Typography sx={{ color: 'text.secondary' }}>{person.email}</Typography>}
        </Box>
        {actions}
      </Stack>
    </Card>
  );
}

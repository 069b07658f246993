import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Account } from '@quadro/contract/account';
import type { ReactNode } from 'react';
import { AccountAvatar } from '../../../components/layout/account-avatar.tsx';

interface ProfileHeaderProps {
  account: Account;
  /** Replaces the plain avatar, e.g. with the own profile's editable one. */
  avatar?: ReactNode;
  actions?: ReactNode;
}

/** Spec §2 profile header: cover, avatar (or the default one), name and e-mail. */
export function ProfileHeader({ account, avatar, actions }: ProfileHeaderProps) {
  return (
    <Card>
      <Box
        data-testid="profile-cover"
        sx={{
          height: { xs: 120, sm: 180 },
          background: 'linear-gradient(120deg, #1e4fd8 0%, #5b7cfa 55%, #0f9d8a 100%)',
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ px: 3, pb: 3, mt: { xs: -6, sm: -7 }, alignItems: { xs: 'center', sm: 'flex-end' } }}
      >
        {avatar ?? (
          <AccountAvatar url={account.profile_picture_url} name={account.name} size={120} />
        )}
        <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', sm: 'left' } }}>
          <Typography variant="h5" component="h2">
            {account.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{account.email}</Typography>
        </Box>
        {actions}
      </Stack>
    </Card>
  );
}

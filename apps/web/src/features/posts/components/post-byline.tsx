import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@quadro/contract/formatting';
import type { PostPerson } from '@quadro/contract/posts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AccountAvatar } from '../../../components/layout/account-avatar.tsx';

export const profileLink = (personId: string) => `/app/profile/${personId}`;

interface PostBylineProps {
  person: PostPerson;
  createdAt: string;
  editedAt?: string | null;
  /** The avatar's size: a post's or a comment's. */
  size?: number;
  /** A link to the post itself, on the date (the feed's cards). */
  dateLink?: string;
  action?: ReactNode;
}

/** Who wrote a post or comment (avatar and display name, both to the profile) and when. */
export function PostByline({
  person,
  createdAt,
  editedAt,
  size = 44,
  dateLink,
  action,
}: PostBylineProps) {
  const date = (
    <time dateTime={createdAt} title={editedAt ? `Edited ${formatDateTime(editedAt)}` : undefined}>
      {formatDateTime(createdAt)}
    </time>
  );
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <RouterLink
        to={profileLink(person.id)}
        aria-hidden
        tabIndex={-1}
        style={{ display: 'inline-flex', borderRadius: '50%' }}
      >
        <AccountAvatar url={person.avatar} name="" size={size} />
      </RouterLink>
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        <Link
          component={RouterLink}
          to={profileLink(person.id)}
          underline="hover"
          sx={{ fontWeight: 600, color: 'text.primary' }}
          noWrap
        >
          {person.displayName}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {dateLink ? (
            <Link component={RouterLink} to={dateLink} color="inherit" underline="hover">
              {date}
            </Link>
          ) : (
            date
          )}
          {editedAt && ' · edited'}
        </Typography>
      </Stack>
      {action}
    </Stack>
  );
}

import Avatar from '@mui/material/Avatar';

const DEFAULT_AVATAR_URL = '/default-avatar.svg';

interface AccountAvatarProps {
  url: string | null | undefined;
  name: string;
  size: number;
}

/** A person's picture, or the default avatar when none is set (spec §9). */
export function AccountAvatar({ url, name, size }: AccountAvatarProps) {
  return (
    <Avatar
      src={url ?? DEFAULT_AVATAR_URL}
      alt={name}
      sx={{ width: size, height: size, border: 2, borderColor: 'background.paper' }}
    />
  );
}

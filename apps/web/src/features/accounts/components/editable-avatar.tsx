import Delete from '@mui/icons-material/DeleteOutlined';
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Account } from '@quadro/contract/account';
import { AccountAvatar } from '../../../components/layout/account-avatar.tsx';

const SIZE = 120;
const ACTIONS = 'avatar-actions';
const ACTION_BUTTON = { color: 'common.white', '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.2)' } };

interface EditableAvatarProps {
  account: Account;
  onChange: () => void;
  onRemove: () => void;
}

/**
 * Spec §2: hovering the own avatar offers 'Change profile picture' and, only with a custom picture,
 * 'Remove profile picture'. Touch screens cannot hover, so there the actions sit in a band below.
 */
export function EditableAvatar({ account, onChange, onRemove }: EditableAvatarProps) {
  const hasPicture = account.profile_picture_url !== null;
  return (
    <Box
      data-testid="profile-avatar"
      sx={{
        position: 'relative',
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        [`&:hover .${ACTIONS}, &:focus-within .${ACTIONS}`]: { opacity: 1 },
      }}
    >
      <AccountAvatar url={account.profile_picture_url} name={account.name} size={SIZE} />
      <Stack
        className={ACTIONS}
        direction="row"
        sx={{
          position: 'absolute',
          inset: 0,
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          bgcolor: 'rgba(0, 0, 0, 0.5)',
          opacity: 0,
          transition: 'opacity 150ms',
          '@media (hover: none)': { opacity: 1, top: '62%', pb: 0.5 },
        }}
      >
        <Tooltip title="Change profile picture">
          <IconButton size="small" onClick={onChange} sx={ACTION_BUTTON}>
            <PhotoCamera />
          </IconButton>
        </Tooltip>
        {hasPicture && (
          <Tooltip title="Remove profile picture">
            <IconButton size="small" onClick={onRemove} sx={ACTION_BUTTON}>
              <Delete />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Box>
  );
}

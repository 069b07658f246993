import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { USER_STATUSES, type UserStatus } from '@quadro/contract/ui-constants';
import { useState } from 'react';
import { showSnackbar } from '../../notifications/notification-store.ts';
import { useUserStatus } from './use-user-status.ts';

const STATUS_COLORS: Record<UserStatus, string> = {
  online: 'success.main',
  idle: 'warning.main',
  bussy: 'error.main',
  offline: 'text.disabled',
};

function StatusDot({ status }: { status: UserStatus }) {
  return (
    <Box
      component="span"
      sx={{
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: STATUS_COLORS[status],
        display: 'inline-block',
      }}
    />
  );
}

export function StatusPicker() {
  const [status, setStatus] = useUserStatus();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        aria-label={`Status: ${status}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<StatusDot status={status} />}
        sx={{ textTransform: 'capitalize', color: 'text.secondary', fontWeight: 500 }}
      >
        {status}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {USER_STATUSES.map((option) => (
          <MenuItem
            key={option}
            selected={option === status}
            onClick={() => {
              setStatus(option);
              setAnchor(null);
              showSnackbar(`Your status is now ${option}.`);
            }}
            sx={{ gap: 1.5, textTransform: 'capitalize' }}
          >
            <StatusDot status={option} />
            {option}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

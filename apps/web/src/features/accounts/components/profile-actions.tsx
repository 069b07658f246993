import Edit from '@mui/icons-material/EditOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

interface ProfileActionsProps {
  onEditProfile: () => void;
  onChangePassword: () => void;
}

/** Own profile only: the menu with 'Edit Profile' and 'Change Password'. */
export function ProfileActions({ onEditProfile, onChangePassword }: ProfileActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<MoreVert />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Options
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick(onEditProfile)}>
          <ListItemIcon>
            <Edit fontSize="small" />
          </ListItemIcon>
          Edit Profile
        </MenuItem>
        <MenuItem onClick={pick(onChangePassword)}>
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          Change Password
        </MenuItem>
      </Menu>
    </>
  );
}

import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarEvent } from '@quadro/contract/calendar-events';
import { formatDateTime } from '@quadro/contract/formatting';

/** A team event's detail: its title and times, with Edit and Remove. */
export function TeamEventPopup({
  event,
  anchor,
  onEdit,
  onRemove,
  onClose,
}: {
  event: CalendarEvent;
  anchor: HTMLElement;
  onEdit: () => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 2, maxWidth: 360 } } }}
    >
      <Stack spacing={0.5}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {event.title}
        </Typography>
        <Typography variant="body2">
          {formatDateTime(event.start)} – {formatDateTime(event.end)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
          <Button size="small" variant="outlined" onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={onRemove}>
            Remove
          </Button>
        </Stack>
      </Stack>
    </Popover>
  );
}

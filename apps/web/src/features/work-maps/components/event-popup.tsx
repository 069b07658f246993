import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { useState } from 'react';
import { localDay } from '../../../app/dates/local-calendar.ts';
import type { CalendarEvent } from './calendar-events.ts';

export type EventAction = 'add-absence' | 'edit-work-day' | 'edit' | 'remove' | 'view';

const ACTION_LABELS: Record<EventAction, string> = {
  'add-absence': 'Add absence',
  'edit-work-day': 'Edit work day',
  edit: 'Edit',
  remove: 'Remove',
  view: 'View',
};

/**
 * Spec §2: work-day events (not read-only) offer 'Add absence' (not on extra-hours days) and 'Edit
 * work day'; absences offer Edit and Remove when editable, View when read-only.
 */
export function eventActions(event: CalendarEvent): EventAction[] {
  if (event.kind === 'holiday' || event.kind === 'vacation') return [];
  if (event.isAbsence) return event.readOnly ? ['view'] : ['edit', 'remove'];
  if (event.readOnly) return [];
  return event.isExtraHours ? ['edit-work-day'] : ['add-absence', 'edit-work-day'];
}

function dateRange(event: CalendarEvent): string {
  const last = new Date(event.end);
  last.setDate(last.getDate() - 1);
  const from = formatCalendarDay(localDay(event.start));
  const to = formatCalendarDay(localDay(last));
  return from === to ? from : `${from} – ${to}`;
}

/** The event detail popup of spec §2, with its more-menu. */
export function EventPopup({
  event,
  anchor,
  onClose,
  onAction,
}: {
  event: CalendarEvent;
  anchor: HTMLElement;
  onClose: () => void;
  onAction: (action: EventAction) => void;
}) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const actions = eventActions(event);
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': event.title } }}
    >
      <Box sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 220 }}>
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            mt: 0.75,
            borderRadius: '50%',
            bgcolor: `#${event.hexColor}`,
          }}
        />
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2" component="h2">
            {event.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {dateRange(event)}
          </Typography>
        </Box>
        {actions.length > 0 && (
          <IconButton
            size="small"
            aria-label="More actions"
            aria-haspopup="menu"
            onClick={(click) => setMenuAnchor(click.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => onAction(action)}>
            {ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}

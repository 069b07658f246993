import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@quadro/contract/approval';
import type { TeamCalendarEntry } from '@quadro/contract/vacations';
import { periodText } from './vacation-period.ts';
import { warningText } from './warning-text.ts';

/** Who is away, why, when, on which clients, and who else of those clients is away then. */
export function TeamCalendarEntryPopup({
  entry,
  anchor,
  onClose,
}: {
  entry: TeamCalendarEntry;
  anchor: HTMLElement;
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
          {entry.employee.name}
        </Typography>
        <Typography variant="body2">
          {entry.label} · {APPROVAL_STATUS_LABELS[entry.status as ApprovalStatus]}
        </Typography>
        <Typography variant="body2">{periodText(entry)}</Typography>
        {entry.clients.length > 0 && (
          <Typography variant="body2">Clients: {entry.clients.join(', ')}</Typography>
        )}
        {entry.overlapCount > 0 && (
          <Typography variant="body2" sx={warningText}>
            Also away on a same client: {entry.overlapsWith.map((person) => person.name).join(', ')}
            {entry.overlapCount > entry.overlapsWith.length &&
              ` and ${entry.overlapCount - entry.overlapsWith.length} more`}
          </Typography>
        )}
      </Stack>
    </Popover>
  );
}

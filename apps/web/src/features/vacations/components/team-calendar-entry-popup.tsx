import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@quadro/contract/approval';
import type { TeamCalendarEntry } from '@quadro/contract/team-calendar-entries';
import { useId, useState } from 'react';
import { useTeamCalendarOverlaps } from '../api/get-team-calendar-overlaps.ts';
import { periodText } from './vacation-period.ts';
import { warningText } from './warning-text.ts';

/**
 * Who is away, why, when, on which clients, and who else of those clients and teams is away then: the
 * first few named, everybody once asked for.
 */
export function TeamCalendarEntryPopup({
  entry,
  month,
  clientId,
  anchor,
  onClose,
}: {
  entry: TeamCalendarEntry;
  /** The calendar's month and client filter the entry was shown with. */
  month: string;
  clientId: string;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const [showAll, setShowAll] = useState(false);
  const everybody = useTeamCalendarOverlaps(
    { month, clientId, kind: entry.kind, id: entry.id },
    showAll,
  );
  const listLabel = useId();
  const more = entry.overlapCount - entry.overlapsWith.length;
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
          {entry.name}
        </Typography>
        <Typography variant="body2">
          {entry.label} · {APPROVAL_STATUS_LABELS[entry.status as ApprovalStatus]}
        </Typography>
        <Typography variant="body2">{periodText(entry)}</Typography>
        {entry.clients.length > 0 && (
          <Typography variant="body2">Clients: {entry.clients.join(', ')}</Typography>
        )}
        {entry.overlapCount > 0 && !everybody.data && (
          <Typography variant="body2" sx={warningText}>
            Also away on a same client or team: {entry.overlapsWith.join(', ')}
            {more > 0 && ` and ${more} more`}
          </Typography>
        )}
        {more > 0 && !showAll && (
          <Box>
            <Button size="small" onClick={() => setShowAll(true)}>
              Show all {entry.overlapCount}
            </Button>
          </Box>
        )}
        {showAll && everybody.isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">Loading everybody away…</Typography>
          </Stack>
        )}
        {everybody.isError && (
          <Alert severity="error">The list could not be loaded: {everybody.error.message}</Alert>
        )}
        {everybody.data && (
          <>
            <Typography variant="body2" sx={warningText} id={listLabel}>
              Also away on a same client or team ({everybody.data.overlapsWith.length}):
            </Typography>
            <Box
              component="ul"
              aria-labelledby={listLabel}
              // A list that scrolls takes focus, so the keyboard can scroll it.
              tabIndex={0}
              sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto', typography: 'body2' }}
            >
              {everybody.data.overlapsWith.map((person) => (
                <li key={person.id}>{person.name}</li>
              ))}
            </Box>
          </>
        )}
      </Stack>
    </Popover>
  );
}

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import { ABSENCE_TYPES, type Absence } from '@quadro/contract/work-maps';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { JustificationLink } from './justification-link.tsx';

/** An absence of a read-only map: what, when, how long, the note and the justification. */
export function AbsenceViewDialog({
  mapId,
  absence,
  onClose,
}: {
  mapId: string;
  absence: Absence;
  onClose: () => void;
}) {
  const type = ABSENCE_TYPES.find((entry) => entry.key === absence.type)?.name ?? absence.type;
  const when =
    absence.start === absence.end
      ? formatCalendarDay(absence.start)
      : `${formatCalendarDay(absence.start)} – ${formatCalendarDay(absence.end)}`;
  const length =
    absence.unit === 'hours' ? `${absence.hours} hours` : `${absence.days} working days`;
  return (
    <FormDialog
      open
      title={type}
      onClose={onClose}
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <Typography>
        {when} · {length}
      </Typography>
      {absence.note && <Typography sx={{ color: 'text.secondary' }}>{absence.note}</Typography>}
      {absence.hasJustification ? (
        <JustificationLink mapId={mapId} absenceId={absence.id} />
      ) : (
        <Typography variant="body2">No justification attached.</Typography>
      )}
    </FormDialog>
  );
}

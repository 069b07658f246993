import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { WorkMapDetails } from '@quadro/contract/work-maps';
import { useMemo, useState } from 'react';
import { localDay } from '../../../app/dates/local-calendar.ts';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useRemoveAbsence } from '../api/remove-absence.ts';
import { AbsenceDialog } from './absence-dialog.tsx';
import { AbsenceViewDialog } from './absence-view-dialog.tsx';
import { type CalendarEvent, calendarEventsOf, monthStartDate } from './calendar-events.ts';
import type { EventAction } from './event-popup.tsx';
import { WorkDayDialog } from './work-day-dialog.tsx';
import { WorkMapCalendar } from './work-map-calendar.tsx';

type Open =
  | { dialog: 'work-day'; dayId?: string }
  | { dialog: 'absence'; absenceId?: string; day?: string }
  | { dialog: 'view-absence'; absenceId: string }
  | { dialog: 'remove-absence'; absenceId: string };

/**
 * The map's calendar and everything it opens. Editable only for its employee while the map is in
 * an editable state; read-only otherwise, without the add-work-day button.
 */
export function WorkMapBoard({ map, canEdit }: { map: WorkMapDetails; canEdit: boolean }) {
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const remove = useRemoveAbsence(map.id, close);
  const events = useMemo(() => calendarEventsOf(map, !canEdit), [map, canEdit]);
  const firstDay = `${map.month}-01`;

  const act = (event: CalendarEvent, action: EventAction) => {
    const sourceId = event.sourceId ?? undefined;
    if (action === 'add-absence') setOpen({ dialog: 'absence', day: localDay(event.start) });
    else if (action === 'edit-work-day') setOpen({ dialog: 'work-day', dayId: sourceId });
    else if (action === 'edit') setOpen({ dialog: 'absence', absenceId: sourceId });
    else if (action === 'view' && sourceId)
      setOpen({ dialog: 'view-absence', absenceId: sourceId });
    else if (action === 'remove' && sourceId)
      setOpen({ dialog: 'remove-absence', absenceId: sourceId });
  };
  const absenceOf = (id?: string) => map.absences.find((absence) => absence.id === id);

  return (
    <Stack spacing={2}>
      {canEdit && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ dialog: 'work-day' })}
          >
            Add work day
          </Button>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setOpen({ dialog: 'absence' })}
          >
            Add absence
          </Button>
        </Stack>
      )}
      <WorkMapCalendar
        key={map.month}
        events={events}
        month={monthStartDate(map.month)}
        monthOnly={!canEdit}
        onAction={act}
      />
      {open?.dialog === 'work-day' && (
        <WorkDayDialog
          mapId={map.id}
          day={map.workDays.find((day) => day.id === open.dayId)}
          defaultDay={firstDay}
          projects={map.projects}
          onClose={close}
        />
      )}
      {open?.dialog === 'absence' && (
        <AbsenceDialog
          mapId={map.id}
          absence={absenceOf(open.absenceId)}
          defaultDay={open.day ?? firstDay}
          onClose={close}
        />
      )}
      {open?.dialog === 'view-absence' && absenceOf(open.absenceId) && (
        <AbsenceViewDialog
          mapId={map.id}
          absence={absenceOf(open.absenceId) as NonNullable<ReturnType<typeof absenceOf>>}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={open?.dialog === 'remove-absence'}
        title="Remove this absence?"
        onCancel={close}
        loading={remove.isPending}
        onSubmit={() => open?.dialog === 'remove-absence' && remove.mutate(open.absenceId)}
      >
        The absence and its justification are removed from the work map.
      </ConfirmDialog>
    </Stack>
  );
}

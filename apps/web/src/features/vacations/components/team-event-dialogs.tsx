import type { CalendarEvent } from '@quadro/contract/calendar-events';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import {
  CALENDAR_EVENT_FIELDS,
  CalendarEventDialog,
} from '../../../components/calendar/calendar-event-dialog.tsx';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { useRemoveCalendarEvent } from '../api/remove-calendar-event.ts';
import { useSaveCalendarEvent } from '../api/save-calendar-event.ts';
import { TeamEventPopup } from './team-event-popup.tsx';

/** What is open about a team event: its detail, its form (a new one without an event), its removal. */
export type TeamEventOpen =
  | { what: 'detail'; event: CalendarEvent; anchor: HTMLElement }
  | { what: 'form'; event?: CalendarEvent }
  | { what: 'remove'; event: CalendarEvent };

function EventForm({ event, onClose }: { event?: CalendarEvent; onClose: () => void }) {
  const save = useSaveCalendarEvent(event?.id, onClose);
  return (
    <CalendarEventDialog
      event={event}
      saving={save.isPending}
      onClose={onClose}
      onSave={(input, form) =>
        save.mutate(input, {
          onError: (error) =>
            showServerFieldErrors(error, form.setError, CALENDAR_EVENT_FIELDS, 'title'),
        })
      }
    />
  );
}

export function TeamEventDialogs({
  open,
  onOpen,
  onClose,
}: {
  open: TeamEventOpen;
  onOpen: (next: TeamEventOpen) => void;
  onClose: () => void;
}) {
  const remove = useRemoveCalendarEvent(onClose);
  if (open.what === 'form') return <EventForm event={open.event} onClose={onClose} />;
  if (open.what === 'remove') {
    return (
      <ConfirmDialog
        open
        title="Remove this event?"
        onCancel={onClose}
        onSubmit={() => remove.mutate(open.event.id)}
        loading={remove.isPending}
      >
        {open.event.title} leaves the calendar for everybody.
      </ConfirmDialog>
    );
  }
  return (
    <TeamEventPopup
      event={open.event}
      anchor={open.anchor}
      onClose={onClose}
      onEdit={() => onOpen({ what: 'form', event: open.event })}
      onRemove={() => onOpen({ what: 'remove', event: open.event })}
    />
  );
}

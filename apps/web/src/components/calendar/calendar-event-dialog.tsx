import {
  type CalendarEvent,
  type CalendarEventFormValues,
  type CalendarEventInput,
  calendarEventFormSchema,
  DEFAULT_EVENT_COLOUR,
  EVENT_COLOUR_OPTIONS,
} from '@quadro/contract/calendar-events';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../dialog/form-dialog.tsx';
import { Form } from '../form/form.tsx';
import { FormSelect } from '../form/form-select.tsx';
import { FormTextField } from '../form/form-text-field.tsx';
import { afterSubmitDelay } from './delayed-submit.ts';
import { localDateTime } from './local-date-time.ts';

const FORM_ID = 'calendar-event-form';
export const CALENDAR_EVENT_FIELDS = ['title', 'start', 'end', 'hexColor'];
const COLOUR_OPTIONS = EVENT_COLOUR_OPTIONS.map(({ hex, name }) => ({ value: hex, label: name }));

export type CalendarEventForm = UseFormReturn<CalendarEventFormValues>;

/**
 * Spec §5/§9 calendar event form: a title (required), start and end date-time pickers that offer
 * no past moment, the colours by name; it submits 500 ms after the click, as the work day form.
 */
export function CalendarEventDialog({
  event,
  saving,
  onSave,
  onClose,
}: {
  event?: CalendarEvent;
  saving: boolean;
  onSave: (input: CalendarEventInput, form: CalendarEventForm) => void;
  onClose: () => void;
}) {
  const [now] = useState(() => new Date());
  const [waiting, setWaiting] = useState(false);
  const earliest = localDateTime(now);
  const keptStart = event && localDateTime(new Date(event.start));
  const submit = (values: CalendarEventFormValues, form: CalendarEventForm) => {
    setWaiting(true);
    afterSubmitDelay(() => {
      setWaiting(false);
      onSave(
        {
          title: values.title,
          start: new Date(values.start).toISOString(),
          end: new Date(values.end).toISOString(),
          hexColor: values.hexColor,
        },
        form,
      );
    });
  };
  const title = event ? 'Edit event' : 'Add event';
  return (
    <FormDialog open title={title} onClose={onClose} formId={FORM_ID} pending={waiting || saving}>
      <Form
        id={FORM_ID}
        schema={calendarEventFormSchema(now, keptStart)}
        defaultValues={{
          title: event?.title ?? '',
          start: keptStart ?? '',
          end: event ? localDateTime(new Date(event.end)) : '',
          hexColor: event?.hexColor ?? DEFAULT_EVENT_COLOUR,
        }}
        onSubmit={submit}
        aria-label={title}
      >
        {() => (
          <>
            <FormTextField name="title" label="Title" autoFocus />
            <FormTextField
              name="start"
              label="Start"
              type="datetime-local"
              shrinkLabel
              htmlInput={{ min: earliest }}
            />
            <FormTextField
              name="end"
              label="End"
              type="datetime-local"
              shrinkLabel
              htmlInput={{ min: earliest }}
            />
            <FormSelect name="hexColor" label="Colour" options={COLOUR_OPTIONS} required />
          </>
        )}
      </Form>
    </FormDialog>
  );
}

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CALENDAR_EVENT_MESSAGES,
  calendarEventFormSchema,
  calendarEventInputSchema,
} from './calendar-events.ts';

const now = new Date('2026-11-28T10:00:00');
const form = {
  title: 'Offsite',
  start: '2026-12-01T09:00',
  end: '2026-12-01T17:00',
  hexColor: '43A047',
};
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

test('the event form needs a title and both date-times (spec §5)', () => {
  const schema = calendarEventFormSchema(now);
  assert.deepEqual(problems(schema.safeParse(form)), []);
  assert.deepEqual(problems(schema.safeParse({ ...form, title: ' ', start: '', end: '' })), [
    'title: Required',
    'start: Required',
    'end: Required',
  ]);
});

test('the pickers take no past moment, and the end comes after the start', () => {
  const schema = calendarEventFormSchema(now);
  assert.deepEqual(problems(schema.safeParse({ ...form, start: '2026-11-28T09:59' })), [
    `start: ${CALENDAR_EVENT_MESSAGES.pastStart}`,
  ]);
  assert.deepEqual(problems(schema.safeParse({ ...form, end: '2026-12-01T08:00' })), [
    `end: ${CALENDAR_EVENT_MESSAGES.endBeforeStart}`,
  ]);
  const begun = calendarEventFormSchema(now, '2026-11-27T09:00');
  assert.deepEqual(problems(begun.safeParse({ ...form, start: '2026-11-27T09:00' })), []);
});

test('an event is green unless a colour of the spec is chosen', () => {
  const event = { title: 'Offsite', start: '2026-12-01T09:00:00Z', end: '2026-12-01T17:00:00Z' };
  assert.equal(calendarEventInputSchema.parse(event).hexColor, '43A047');
  assert.equal(calendarEventInputSchema.parse({ ...event, hexColor: 'FF5722' }).hexColor, 'FF5722');
  assert.equal(calendarEventInputSchema.safeParse({ ...event, hexColor: '123456' }).success, false);
});

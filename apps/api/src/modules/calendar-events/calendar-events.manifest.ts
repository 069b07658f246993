import type { ModuleManifest } from '../module-manifest.ts';
import { calendarEventsModule } from './calendar-events.module.ts';

/** Team events on the vacations calendar; the demo starts without any. */
export const calendarEventsManifest: ModuleManifest = {
  name: 'calendar-events',
  plugin: calendarEventsModule,
  recordAccess: async () =>
    (await import('./calendar-events.record-access.ts')).CALENDAR_EVENTS_RECORD_ACCESS,
};

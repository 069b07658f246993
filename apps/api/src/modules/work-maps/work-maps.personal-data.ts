import { eq } from 'drizzle-orm';
import {
  type PersonalDataPiece,
  rowsOf,
  storedFilesOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { absences, workDays, workMaps } from './work-maps.schema.ts';

export const WORK_MAPS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'work-maps.json',
      about: 'Your monthly work maps and their status.',
      table: workMaps,
      by: [workMaps.employeeId],
    }),
    {
      file: 'work-days.json',
      about: 'The hours of each day of your work maps, by project.',
      covers: [workMaps.employeeId],
      read: (executor, personId) =>
        executor
          .select({
            month: workMaps.month,
            day: workDays.day,
            hours: workDays.hours,
            extraHours: workDays.extraHours,
            projectId: workDays.projectId,
          })
          .from(workDays)
          .innerJoin(workMaps, eq(workMaps.id, workDays.workMapId))
          .where(eq(workMaps.employeeId, personId)),
    },
    rowsOf({
      file: 'absences.json',
      about: 'Your absences: type, dates, hours and note.',
      table: absences,
      by: [absences.employeeId],
    }),
  ],
  files: [
    storedFilesOf({
      folder: 'absence-justifications',
      about: 'The justification attached to an absence.',
      table: absences,
      fileId: absences.justificationFileId,
      by: [absences.employeeId],
    }),
  ],
};

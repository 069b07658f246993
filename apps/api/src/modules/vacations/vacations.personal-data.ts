import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { vacationCancellations, vacations } from './vacations.schema.ts';

export const VACATIONS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'vacations.json',
      about: 'Your vacation requests: dates, days, status and notes.',
      table: vacations,
      by: [vacations.employeeId],
    }),
    rowsOf({
      file: 'vacation-cancellations.json',
      about: 'The cancellations you asked for, with their reasons and status.',
      table: vacationCancellations,
      by: [vacationCancellations.employeeId],
    }),
  ],
};

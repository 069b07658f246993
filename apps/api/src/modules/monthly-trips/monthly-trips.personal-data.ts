import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { monthlyTrips, tripJustifications, tripLimits } from './monthly-trips.schema.ts';

export const MONTHLY_TRIPS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'monthly-trips.json',
      about: 'The trips of your kilometre maps: date, route, purpose and kilometres.',
      table: monthlyTrips,
      by: [monthlyTrips.employeeId],
    }),
    rowsOf({
      file: 'trip-justifications.json',
      about: 'The months you justified your trips, and their review.',
      table: tripJustifications,
      by: [tripJustifications.employeeId],
    }),
    rowsOf({
      file: 'trip-limits.json',
      about: 'The trip limits set for you.',
      table: tripLimits,
      by: [tripLimits.employeeId],
    }),
  ],
};

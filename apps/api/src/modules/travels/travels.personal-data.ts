import { eq, getTableColumns } from 'drizzle-orm';
import { files } from '../../platform/files/files.schema.ts';
import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { monthlyTrips, tripJustifications, tripLimits } from '../monthly-trips/monthly-trips.schema.ts';
import { roadTrips, travelReceipts } from '../road-trips/road-trips.schema.ts';
import { kilometreMapMonths, kilometreMaps } from '../kilometre-maps/kilometre-maps.schema.ts';

export const TRAVELS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'kilometre-maps.json',
      about: 'Your kilometre maps: year and vehicle plate.',
      table: kilometreMaps,
      by: [kilometreMaps.employeeId],
    }),
    rowsOf({
      file: 'kilometre-map-months.json',
      about: 'Each month of your kilometre maps: value, price per kilometre and status.',
      table: kilometreMapMonths,
      by: [kilometreMapMonths.employeeId],
    }),
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
    rowsOf({
      file: 'road-trips.json',
      about: 'Your road trips: dates, destination, purpose, transport and status.',
      table: roadTrips,
      by: [roadTrips.employeeId],
    }),
    {
      file: 'travel-receipts.json',
      about: 'The receipts of your road trips: date, category and amount.',
      covers: [roadTrips.employeeId],
      read: (executor, personId) =>
        executor
          .select(getTableColumns(travelReceipts))
          .from(travelReceipts)
          .innerJoin(roadTrips, eq(roadTrips.id, travelReceipts.roadTripId))
          .where(eq(roadTrips.employeeId, personId)),
    },
  ],
  files: [
    {
      folder: 'travel-receipts',
      about: 'The file of each road-trip receipt.',
      read: (executor, personId) =>
        executor
          .select(getTableColumns(files))
          .from(travelReceipts)
          .innerJoin(roadTrips, eq(roadTrips.id, travelReceipts.roadTripId))
          .innerJoin(files, eq(files.id, travelReceipts.fileId))
          .where(eq(roadTrips.employeeId, personId)),
    },
  ],
};

import { eq, getTableColumns } from 'drizzle-orm';
import { files } from '../../platform/files/files.schema.ts';
import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { roadTrips, travelReceipts } from './road-trips.schema.ts';

export const ROAD_TRIPS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
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

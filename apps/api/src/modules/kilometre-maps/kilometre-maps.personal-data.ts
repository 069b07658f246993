import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { kilometreMapMonths, kilometreMaps } from './kilometre-maps.schema.ts';

export const KILOMETRE_MAPS_PERSONAL_DATA: PersonalDataPiece = {
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
  ],
};

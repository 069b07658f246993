import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { clientAllocations } from './clients.schema.ts';

export const CLIENTS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'client-allocations.json',
      about: 'The clients you were allocated to, and when.',
      table: clientAllocations,
      by: [clientAllocations.userId],
    }),
  ],
};

import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { contracts, salaries } from './contracts.schema.ts';

export const CONTRACTS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'contracts.json',
      about: 'Your employment contracts: type, start, end and salary.',
      table: contracts,
      by: [contracts.userId],
    }),
    rowsOf({
      file: 'salaries.json',
      about: 'Your salary history: base salary and dislocation allowance from each date.',
      table: salaries,
      by: [salaries.userId],
    }),
  ],
};

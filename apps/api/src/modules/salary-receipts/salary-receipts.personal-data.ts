import {
  type PersonalDataPiece,
  rowsOf,
  storedFilesOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { salaryReceipts } from './salary-receipts.schema.ts';

export const SALARY_RECEIPTS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'salary-receipts.json',
      about: 'Your salary receipts: month, kind, status and when you were sent and opened each.',
      table: salaryReceipts,
      by: [salaryReceipts.employeeId],
    }),
  ],
  files: [
    storedFilesOf({
      folder: 'salary-receipts',
      about: 'The PDF of each salary receipt.',
      table: salaryReceipts,
      fileId: salaryReceipts.fileId,
      by: [salaryReceipts.employeeId],
    }),
  ],
};

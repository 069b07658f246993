import {
  type PersonalDataPiece,
  rowsOf,
  storedFilesOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { travelPassBlocks, travelPasses } from './travel-passes.schema.ts';

export const TRAVEL_PASSES_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'travel-passes.json',
      about: 'Your travel passes: month, value and status.',
      table: travelPasses,
      by: [travelPasses.employeeId],
    }),
    rowsOf({
      file: 'travel-pass-blocks.json',
      about: 'The months your travel pass was blocked.',
      table: travelPassBlocks,
      by: [travelPassBlocks.employeeId],
    }),
  ],
  files: [
    storedFilesOf({
      folder: 'travel-passes',
      about: 'The receipt PDF of each travel pass.',
      table: travelPasses,
      fileId: travelPasses.attachmentFileId,
      by: [travelPasses.employeeId],
    }),
  ],
};

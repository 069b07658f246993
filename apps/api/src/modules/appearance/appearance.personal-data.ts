import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { userAppearance } from './appearance.schema.ts';

export const APPEARANCE_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'appearance.json',
      about: 'Your appearance settings (theme, palette) and when you saw the guide.',
      table: userAppearance,
      by: [userAppearance.personId],
    }),
  ],
};

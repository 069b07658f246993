import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { scimGroupMembers, scimUsers } from './provisioning.schema.ts';

export const PROVISIONING_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'provisioning.json',
      about: 'Your account as the company’s identity provider created it (its id for you).',
      table: scimUsers,
      by: [scimUsers.userId],
    }),
    rowsOf({
      file: 'provisioning-groups.json',
      about: 'The identity provider’s groups you belong to.',
      table: scimGroupMembers,
      by: [scimGroupMembers.userId],
    }),
  ],
};

import {
  type PersonalDataPiece,
  rowsOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { projectMembers } from './projects.schema.ts';

export const PROJECTS_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'project-memberships.json',
      about: 'The projects you were a member of: role, allocation and dates.',
      table: projectMembers,
      by: [projectMembers.userId],
    }),
  ],
};

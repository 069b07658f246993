import { eq } from 'drizzle-orm';
import {
  type PersonalDataPiece,
  rowsOf,
  storedFilesOf,
} from '../../platform/personal-data/personal-data-piece.ts';
import { interests, personInterests, users } from './people.schema.ts';

export const PEOPLE_PERSONAL_DATA: PersonalDataPiece = {
  rows: [
    rowsOf({
      file: 'profile.json',
      about: 'Your profile: name, e-mail, personal and employment fields, profiles, account state.',
      table: users,
      by: [users.id],
      omit: ['passwordHash', 'searchName'],
    }),
    {
      file: 'interests.json',
      about: 'The interests you picked from the catalogue.',
      covers: [personInterests.userId],
      read: (executor, personId) =>
        executor
          .select({ interest: interests.designation })
          .from(personInterests)
          .innerJoin(interests, eq(interests.id, personInterests.interestId))
          .where(eq(personInterests.userId, personId)),
    },
  ],
  files: [
    storedFilesOf({
      folder: 'profile-picture',
      about: 'Your profile picture.',
      table: users,
      fileId: users.profilePictureFileId,
      by: [users.id],
    }),
  ],
};

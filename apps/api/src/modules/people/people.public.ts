/**
 * What other modules, the seed and the benchmark may use of people. The table is here for foreign
 * keys and for the columns identity (credentials) and accounts (enabled) keep on each person's row;
 * their repositories touch only those columns.
 */

export { approvalDirectory } from './approval-directory.ts';
export { addPersonInterests, insertInterests } from './interests.repository.ts';
export { canSeeDirectory } from './people.policy.ts';
export {
  countEnabledProfileHolders,
  countPeople,
  findPersonByEmail,
  findPersonById,
  insertPeople,
  insertPerson,
  listEnabledHolderEmails,
  lockEnabledHolders,
  lockEnabledPeople,
  type PersonChanges,
  type ProvisionedChanges,
  setPersonProfiles,
  /** A person's fields as they are, no actor: the demo seed's nicknames and celebration days. */
  updatePerson as updatePersonFields,
  updateProvisionedPerson,
} from './people.repository.ts';
export { type NewPerson, type PersonRow, users } from './people.schema.ts';
export { findPerson, listDirectory, updatePerson } from './people.service.ts';
export {
  type CurrentClients,
  currentClientsOn,
  NO_PASSWORD_YET,
  personCreated,
  type TwoFactorOn,
  twoFactorOnOf,
} from './people-hooks.ts';
export { namesOfPeople } from './person-names.ts';
export { people, personView } from './person-view.ts';
export {
  attachProfilePicture,
  removeProfilePicture,
  replaceProfilePicture,
} from './profile-picture.service.ts';
export { signedProfilePictureUrl } from './profile-picture-path.ts';
export { escapeLikePattern, searchNameContains } from './search-name.ts';
export { type WorkSchedule, workSchedulesOf } from './work-schedules.ts';

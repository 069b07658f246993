/** What other modules, the seed and the benchmark may use of identity. */
export { recordPasswordHistory } from './identity.repository.ts';
export { INVITATION_TTL_DAYS, invitePerson, NO_PASSWORD_YET } from './invitation.service.ts';
export { changePassword } from './password.service.ts';
export { hashPassword } from './password-hashing.ts';

/** What other modules, the seed and the benchmark may use of identity. */
export { DEMO_PASSWORD } from './demo-password.ts';
export {
  createFirstAdministrator,
  type FirstAdministratorOutcome,
} from './first-administrator.service.ts';
export { recordPasswordHistory, revokeUserTokens } from './identity.repository.ts';
export { INVITATION_TTL_DAYS, invitePerson } from './invitation.service.ts';
export { changePassword } from './password.service.ts';
export { hashPassword } from './password-hashing.ts';

/** What other modules, the seed and the benchmark may use of identity. */
export { recordPasswordHistory } from './identity.repository.ts';
export { changePassword } from './password.service.ts';
export { hashPassword } from './password-hashing.ts';

/** What other modules may use of provisioning: the erasure module's daily job reads what is due. */
export { listDueErasures as listDueScimErasures } from './scim-users.repository.ts';

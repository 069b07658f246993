/** What other modules may use of accounts: provisioning (SCIM) enables and disables people. */
export { setEnabled as setAccountEnabled } from './accounts.repository.ts';

/**
 * The columns naming a person that no export file reads by, each with why (`table.column`): the
 * coverage test (personal-data-coverage.test.ts) fails on a column neither declared nor listed here.
 */
export const LEFT_OUT_OF_THE_EXPORT: Readonly<Record<string, string>> = {
  // Secrets and one-time codes: their hashes identify nothing and must never leave the server.
  'password_history.user_id': 'password hashes',
  'password_reset_codes.user_id': 'hashes of one-time reset codes',
  'recovery_codes.user_id': 'hashes of two-factor recovery codes',
  'mfa_challenges.user_id': 'hashes of minutes-long two-factor challenges',
  'sso_codes.user_id': 'one-time sign-in codes and the provider’s ID token',
  'sso_sessions.user_id': 'the provider’s ID token; the sign-ins are in sessions.json',
  'vacation_feeds.user_id': 'the calendar feed’s secret token; the vacations are in vacations.json',
  'travel_pass_block_codes.employee_id': 'one-time codes; the blocked months are exported',
  'session_revocations.user_id': 'ended sessions, already in sessions.json (revokedAt)',
  // The person acting on someone else's record: their actions are in audit-entries.json.
  'salaries.created_by': 'HR member who entered another person’s salary',
  'salary_receipts.created_by': 'HR member who uploaded another person’s receipt',
  'salary_receipts.sent_by': 'HR member who sent another person’s receipt',
  'salary_receipt_batches.created_by': 'HR member who uploaded a payroll batch',
  'salary_receipt_batch_items.employee_id':
    'a payroll batch’s working split before receipts are made; the receipts are exported',
  'allowance_plans.created_by': 'HR member who drew up another person’s plan',
  'allowance_plans.sent_by': 'HR member who sent another person’s plan',
  'kilometre_rates.created_by': 'HR member who set the company’s rate',
  'evaluation_cycles.opened_by': 'HR member who opened the company’s cycle',
  'evaluations.published_by': 'evaluator who published another person’s evaluation',
  'evaluation_feedback_requests.asked_by': 'evaluator who asked a colleague for feedback',
  'posts.removed_by': 'moderator who removed another person’s post',
  'scim_tokens.created_by': 'administrator who made a provisioning token',
  'calendar_events.created_by': 'author of a company calendar event',
  'system_parameters.updated_by': 'administrator who changed a company setting',
  'approval_decisions.decided_by':
    'approver of another person’s request; each request’s status is in its own file',
  'files.owner_id': 'every stored file is exported through the record that names it, in files/',
};

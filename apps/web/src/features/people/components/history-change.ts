/** Readable names of the fields the audit trail records for an employee. */
const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  profiles: 'Profiles',
  start_date: 'Start date',
  contract_type: 'Contract type',
  job_title: 'Job title',
  working_weekdays: 'Working weekdays',
  daily_hours: 'Daily hours',
  tax_number: 'Tax number',
  enabled: 'Enabled',
};

const ACTION_NAMES: Record<string, string> = {
  'employee.create': 'Employee created',
  'employee.update': 'Employee changed',
  'account.activation': 'Activation changed',
  'contract.create': 'Contract added',
  'salary.create': 'Salary added',
  'salary.delete': 'Salary removed',
  'client-allocation.create': 'Allocated to a client',
  'client-allocation.update': 'Client allocation changed',
  'client-allocation.delete': 'Client allocation removed',
  'person-interests.update': 'Interests changed',
  'personal-data.export': 'Personal data exported',
  'person.erasure': 'Personal data erased',
  'person.erasure-scheduled-by-scim': 'Erasure scheduled by the identity provider',
};

export function actionName(action: string): string {
  return ACTION_NAMES[action] ?? action;
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(
        ([key]) =>
          !['id', 'userId', 'createdAt', 'clientId', 'contractId', 'createdBy'].includes(key),
      )
      .map(([key, inner]) => `${key.replace(/_/g, ' ')}: ${show(inner)}`)
      .join('; ');
  }
  return String(value);
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

/** One line per field of an entry's before and after snapshots. */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys.map((key) => ({
    field: FIELD_NAMES[key] ?? key.replace(/_/g, ' '),
    before: show(from[key]),
    after: show(to[key]),
  }));
}

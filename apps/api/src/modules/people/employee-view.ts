import type { EmployeeInput, EmployeeRecord, EmployeeRow } from '@quadro/contract/employees';
import { fromCents, toCents } from '@quadro/contract/money';
import { PROFILES } from '@quadro/contract/profiles';
import { type EmployeeListRow, type EmploymentFields, statusOf } from './employees.repository.ts';

export function toEmployeeRow(row: EmployeeListRow): EmployeeRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    profiles: row.profiles,
    job_title: row.jobTitle,
    contract_type: row.contractType,
    client: row.clientId && row.clientName ? { id: row.clientId, name: row.clientName } : null,
    start_date: row.startDate,
    status: statusOf(row),
    two_factor: row.twoFactor,
  };
}

export function toEmployeeRecord(
  row: EmployeeListRow & {
    workingWeekdays: number[];
    dailyHours: string;
    taxNumber: string | null;
    erasedAt: Date | null;
  },
): EmployeeRecord {
  return {
    ...toEmployeeRow(row),
    working_weekdays: row.workingWeekdays,
    daily_hours: row.dailyHours,
    tax_number: row.taxNumber,
    erased_at: row.erasedAt?.toISOString() ?? null,
  };
}

export function employmentFields(input: EmployeeInput): EmploymentFields {
  return {
    name: input.name,
    email: input.email,
    profiles: PROFILES.filter((profile) => input.profiles.includes(profile)),
    startDate: input.start_date,
    contractType: input.contract_type,
    jobTitle: input.job_title,
    workingWeekdays: [...input.working_weekdays].sort(),
    dailyHours: input.daily_hours,
    taxNumber: input.tax_number,
  };
}

/** The employment fields as the audit trail and the API name them. */
export function employmentSnapshot(fields: EmploymentFields): Record<string, unknown> {
  return {
    name: fields.name,
    email: fields.email,
    profiles: fields.profiles,
    start_date: fields.startDate,
    contract_type: fields.contractType,
    job_title: fields.jobTitle,
    working_weekdays: fields.workingWeekdays,
    daily_hours:
      fields.dailyHours === undefined ? undefined : fromCents(toCents(String(fields.dailyHours))),
    tax_number: fields.taxNumber,
  };
}

/** Only the fields whose value changed, before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

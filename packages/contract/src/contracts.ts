import { z } from 'zod';
import { CONTRACT_TYPES } from './account.ts';
import { isoDateSchema } from './fields.ts';
import { moneySchema } from './money.ts';
import { requiredOr } from './required-message.ts';

/** The largest monthly amount a form accepts: beyond it is a typing mistake. */
export const SALARY_MAX = '1000000.00';

const contractTypeSchema = z.enum(CONTRACT_TYPES.map((type) => type.key) as [string, ...string[]], {
  error: requiredOr('Pick a contract type'),
});

/** Spec §3: a contract of an employee; ended_at null while it is in force. */
export const contractSchema = z.object({
  id: z.string(),
  employee_id: z.string(),
  type: z.string(),
  started_at: z.string(),
  ended_at: z.string().nullable(),
  salary: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractListSchema = z.array(contractSchema);

/** POST /api/contracts (hr): closes the latest previous contract on the new started_at. */
export const contractInputSchema = z
  .object({
    employee_id: z.uuid(),
    type: contractTypeSchema,
    started_at: isoDateSchema,
    salary: moneySchema({ max: SALARY_MAX }),
  })
  .strict();
export type ContractInput = z.infer<typeof contractInputSchema>;

export const salarySchema = z.object({
  id: z.string(),
  employee_id: z.string(),
  contract_id: z.string().nullable(),
  base_salary: z.string(),
  dislocation: z.string(),
  effective_date: z.string(),
  created_at: z.string(),
});
export type Salary = z.infer<typeof salarySchema>;
export const salaryListSchema = z.array(salarySchema);

/** POST /api/salary (hr): base salary and monthly dislocation allowance from a date on. */
export const salaryInputSchema = z
  .object({
    employee_id: z.uuid(),
    base_salary: moneySchema({ max: SALARY_MAX }),
    dislocation: moneySchema({ max: SALARY_MAX }),
    effective_date: isoDateSchema,
  })
  .strict();
export type SalaryInput = z.infer<typeof salaryInputSchema>;

export const salaryCreatedSchema = z.object({ message: z.string(), salary: salarySchema });
export const salaryDeletedSchema = z.object({ message: z.string() });

/**
 * Spec §3 salary history entry. The first entry (the first salary) has `from` null and carries both
 * amounts in `to` and `dislocation`; the web reads it as 'Base Salary: X, Dislocation: Y'. Later
 * entries name one changed field and read 'From: X, to Y'.
 */
export const salaryHistoryEntrySchema = z.object({
  id: z.string(),
  field: z.string(),
  changed_at: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  dislocation: z.string().optional(),
});
export type SalaryHistoryEntry = z.infer<typeof salaryHistoryEntrySchema>;
export const salaryHistorySchema = z.array(salaryHistoryEntrySchema);

export const SALARY_FIELDS = { base: 'Base Salary', dislocation: 'Dislocation' } as const;

export const CONTRACT_MESSAGES = {
  salaryCreated: 'Salary was created with success',
  salaryDeleted: 'Salary deleted with success',
  startsTooEarly: (previousStart: string) =>
    `Must be after the start of the previous contract (${previousStart})`,
  noContract: 'No contract of this employee covers this date',
  salaryExists: 'This employee already has a salary from this date',
  unknownEmployee: 'Unknown employee',
} as const;

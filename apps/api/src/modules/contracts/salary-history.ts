import { SALARY_FIELDS, type SalaryHistoryEntry } from '@quadro/contract/contracts';

interface SalaryStep {
  id: string;
  baseSalary: string;
  dislocationAllowance: string;
  effectiveDate: string;
}

/**
 * The salary change log of spec §2, oldest first: the first salary as one entry with both amounts,
 * then one entry per field that changed from one salary to the next (an unchanged field makes none).
 */
export function salaryHistory(salaries: readonly SalaryStep[]): SalaryHistoryEntry[] {
  const ordered = [...salaries].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate));
  const [first, ...rest] = ordered;
  if (!first) return [];
  const entries: SalaryHistoryEntry[] = [
    {
      id: first.id,
      field: SALARY_FIELDS.base,
      changed_at: first.effectiveDate,
      from: null,
      to: first.baseSalary,
      dislocation: first.dislocationAllowance,
    },
  ];
  let previous = first;
  for (const salary of rest) {
    if (salary.baseSalary !== previous.baseSalary) {
      entries.push({
        id: `${salary.id}:base`,
        field: SALARY_FIELDS.base,
        changed_at: salary.effectiveDate,
        from: previous.baseSalary,
        to: salary.baseSalary,
      });
    }
    if (salary.dislocationAllowance !== previous.dislocationAllowance) {
      entries.push({
        id: `${salary.id}:dislocation`,
        field: SALARY_FIELDS.dislocation,
        changed_at: salary.effectiveDate,
        from: previous.dislocationAllowance,
        to: salary.dislocationAllowance,
      });
    }
    previous = salary;
  }
  return entries;
}

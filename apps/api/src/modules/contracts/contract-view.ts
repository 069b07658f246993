import type { Contract, Salary } from '@quadro/contract/contracts';
import type { ContractRow, SalaryRow } from './contracts.schema.ts';

export function toContract(row: ContractRow): Contract {
  return {
    id: row.id,
    employee_id: row.userId,
    type: row.type,
    started_at: row.startedAt,
    ended_at: row.endedAt,
    salary: row.salary,
  };
}

export function toSalary(row: SalaryRow): Salary {
  return {
    id: row.id,
    employee_id: row.userId,
    contract_id: row.contractId,
    base_salary: row.baseSalary,
    dislocation: row.dislocationAllowance,
    effective_date: row.effectiveDate,
    created_at: row.createdAt.toISOString(),
  };
}

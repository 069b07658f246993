import type { Client, ClientAllocation, ClientInput } from '@quadro/contract/clients';
import type { AllocationWithName, ClientFields } from './clients.repository.ts';
import type { ClientRow } from './clients.schema.ts';

export function toAllocation(row: AllocationWithName): ClientAllocation {
  return {
    id: row.id,
    client_id: row.clientId,
    employee_id: row.userId,
    employee_name: row.employeeName,
    started_at: row.startedAt,
    ended_at: row.endedAt,
  };
}

export function toClient(row: ClientRow, allocations: AllocationWithName[]): Client {
  return {
    id: row.id,
    name: row.name,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    tax_number: row.taxNumber,
    limit_days: row.limitDays,
    allocations: allocations
      .filter((allocation) => allocation.clientId === row.id)
      .map(toAllocation),
  };
}

const blankAsNull = (value: string | null | undefined) => (value ? value : null);

export function clientFields(input: ClientInput): ClientFields {
  return {
    name: input.name,
    contactName: blankAsNull(input.contact_name),
    email: blankAsNull(input.email?.toLowerCase()),
    phone: blankAsNull(input.phone),
    address: blankAsNull(input.address),
    taxNumber: blankAsNull(input.tax_number),
    limitDays: input.limit_days,
  };
}

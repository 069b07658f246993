import type {
  Client,
  ClientAllocation,
  ClientDetails,
  ClientInput,
} from '@quadro/contract/clients';
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

export function toClient(row: ClientRow, currentAllocations: number): Client {
  return {
    id: row.id,
    name: row.name,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    tax_number: row.taxNumber,
    limit_days: row.limitDays,
    current_allocations: currentAllocations,
  };
}

export function toClientDetails(
  row: ClientRow,
  currentAllocations: number,
  allocations: AllocationWithName[],
): ClientDetails {
  return { ...toClient(row, currentAllocations), allocations: allocations.map(toAllocation) };
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

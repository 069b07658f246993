import type { Transport, TransportInput } from '@quadro/contract/transports';
import type { TransportFields } from './transports.repository.ts';
import type { TransportRow } from './transports.schema.ts';

export function toTransport(row: TransportRow): Transport {
  return {
    id: row.id,
    operator: row.operator,
    passType: row.passType,
    monthlyPrice: row.monthlyPrice,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function transportFields(input: TransportInput): TransportFields {
  return {
    operator: input.operator,
    passType: input.passType,
    monthlyPrice: input.monthlyPrice,
    notes: input.notes ? input.notes : null,
  };
}

/** What the audit keeps of an entry: its fields, not its timestamps. */
export function auditedFields(row: TransportFields): TransportFields {
  return {
    operator: row.operator,
    passType: row.passType,
    monthlyPrice: row.monthlyPrice,
    notes: row.notes,
  };
}

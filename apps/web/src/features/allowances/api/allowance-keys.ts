/** Query keys of the allowance calls: every change invalidates `all`, the whole family. */
export const allowanceKeys = {
  all: ['allowances'] as const,
  mine: ['allowances', 'mine'] as const,
  table: ['allowances', 'table'] as const,
  totals: ['allowances', 'totals'] as const,
  pending: ['allowances', 'pending'] as const,
};

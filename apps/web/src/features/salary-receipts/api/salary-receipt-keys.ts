export const salaryReceiptKeys = {
  all: ['salary-receipts'] as const,
  manage: ['salary-receipts', 'manage'] as const,
  missing: ['salary-receipts', 'missing'] as const,
  pending: ['salary-receipts', 'pending'] as const,
  mine: ['salary-receipts', 'mine'] as const,
};

export const invalidates = [salaryReceiptKeys.all] as const;

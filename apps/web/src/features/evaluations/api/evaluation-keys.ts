export const evaluationKeys = {
  all: ['evaluations'] as const,
  mine: ['evaluations', 'mine'] as const,
  detail: ['evaluations', 'detail'] as const,
  member: ['evaluations', 'member'] as const,
};

/** Every evaluation call may change any evaluation view: a write refetches them all. */
export const invalidates = [evaluationKeys.all] as const;

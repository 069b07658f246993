export const vacationKeys = {
  all: ['vacations'] as const,
  mine: (year: number) => ['vacations', 'mine', year] as const,
  table: ['vacations', 'table'] as const,
  pending: ['vacations', 'pending'] as const,
  feed: ['vacations', 'feed'] as const,
};

/** Every change can move a balance, a list, a count or the calendar: all vacation data refetches. */
export const invalidates = [vacationKeys.all, ['work-maps']] as const;

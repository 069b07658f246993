/** Every query of the page: a retry refreshes the failed mails (and their counts) and the jobs. */
export const operationsKeys = {
  all: ['operations'] as const,
  failedMails: (page: number) => [...operationsKeys.all, 'failed-mails', page] as const,
  jobs: () => [...operationsKeys.all, 'jobs'] as const,
};

/** An administrator watching a retry go out, or a job run, sees it without reloading. */
export const OPERATIONS_REFRESH_MS = 10_000;

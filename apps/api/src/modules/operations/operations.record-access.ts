import type { RecordAccessCase } from '../../../test/record-access.ts';

export const OPERATIONS_RECORD_ACCESS: RecordAccessCase[] = [
  {
    route: 'POST /api/operations/failed-mails/retry',
    at: 'body.ids[]',
    open: 'every record',
    because: 'only the administrator passes the route rule, and retries any failed mail',
  },
];

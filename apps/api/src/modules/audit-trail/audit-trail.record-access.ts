import type { RecordAccessCase } from '../../../test/record-access.ts';

const because = 'only the administrator passes the route rule, and reads the whole trail';

export const AUDIT_TRAIL_RECORD_ACCESS: RecordAccessCase[] = [
  { route: 'GET /api/audit-trail', at: 'query.actorId', open: 'every record', because },
  { route: 'GET /api/audit-trail/export', at: 'query.actorId', open: 'every record', because },
];

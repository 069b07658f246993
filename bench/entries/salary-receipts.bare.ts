import { isApprovalEditable } from '@quadro/contract/approval';
import type { FastifyInstance } from 'fastify';
import type { BareStore } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/** The SQL Drizzle builds in apps/api salary-receipts.repository.ts (no search), by hand. */
const WHERE = 'sr.year = $1 and sr.month = $2';
const SELECT_PAGE = `select sr.id, sr.employee_id, sr.year, sr.month, sr.kind, sr.status, sr.rejection_reason,
  sr.sent_by, sr.created_at, sr.updated_at, u.name as employee_name, s.name as sender_name,
  f.original_name, f.size_bytes
  from salary_receipts sr
  join users u on u.id = sr.employee_id
  join files f on f.id = sr.file_id
  left join users s on s.id = sr.sent_by
  where ${WHERE}
  order by (sr.status = 'PendingApproval') desc, sr.month desc, u.name, sr.kind, sr.id
  limit $3 offset $4`;
/** countReceipts joins people only to search. */
const COUNT = `select count(*)::int as total from salary_receipts sr where ${WHERE}`;

const iso = (value: unknown) => new Date(value as string).toISOString();

/** GET /bare/salary-receipts: finance's month of receipts, ours' SQL and JSON. */
export function bareRoutes(
  app: FastifyInstance,
  store: BareStore,
  userIdOf: (authorization: string | undefined) => string | undefined,
) {
  app.get<{ Querystring: { year: string; month: string; page?: string; pageSize?: string } }>(
    '/bare/salary-receipts',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const year = Number(request.query.year);
      const month = Number(request.query.month);
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const [rows, [counted]] = await Promise.all([
        store.query(SELECT_PAGE, [year, month, pageSize, (page - 1) * pageSize]),
        store.query(COUNT, [year, month]),
      ]);
      return {
        year,
        items: rows.map((row: Row) => ({
          id: row.id,
          employee: { id: row.employee_id, name: row.employee_name },
          year: row.year,
          month: row.month,
          kind: row.kind,
          status: row.status,
          rejectionReason: row.rejection_reason,
          file: `/api/salary-receipts/${row.id}/file`,
          fileName: row.original_name,
          sizeBytes: row.size_bytes,
          sentBy:
            row.sent_by && row.sender_name ? { id: row.sent_by, name: row.sender_name } : null,
          editable: isApprovalEditable(row.status as string),
          createdAt: iso(row.created_at),
          updatedAt: iso(row.updated_at),
        })),
        total: counted?.total ?? 0,
        page,
        pageSize,
      };
    },
  );
}

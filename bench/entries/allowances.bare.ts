import {
  type AllowanceStatus,
  storedAllowanceStatus,
  wireAllowanceStatus,
} from '@quadro/contract/allowances';
import { isApprovalEditable } from '@quadro/contract/approval';
import type { FastifyInstance } from 'fastify';
import type { BareStore } from '../lib/bare.ts';

type Row = Record<string, unknown>;

/**
 * The SQL Drizzle builds in apps/api allowances.repository.ts (listPlans, countPlans,
 * listInstalments, planTotals; no search), by hand: the same text, the same parameters in the
 * same order.
 */
const PLAN_COLUMNS = `ap.id, ap.employee_id, ap.year, ap.allowance, ap.schedule, ap.payment_month,
  ap.amount, ap.base_salary, ap.proportion_numerator, ap.proportion_denominator,
  ap.twelfths_agreed_at, ap.status, ap.rejection_reason, ap.created_by, ap.sent_by, ap.created_at,
  ap.updated_at, u.name as employee_name, s.name as sender_name`;
const ORDER = `(ap.status = 'PendingApproval') desc, ap.year desc, u.name asc, ap.allowance desc, ap.id asc`;
const paysIn = (param: string) =>
  `exists (select 1 from allowance_instalments i where i.plan_id = ap.id and i.month = ${param})`;
const euros = (amount: string) => `coalesce(${amount}, 0)::numeric(14, 2)::text`;

interface Filters {
  allowance?: string;
  year?: string;
  month?: string;
  status?: string;
}

const allOr = (value: string | undefined) =>
  value === undefined || value === '' || value === 'All' || value === 'ALL' ? undefined : value;

/** filtersOf: the conditions in Drizzle's order, numbered from `first`. */
function whereOf(
  filters: Filters,
  first: number,
  extra: readonly string[] = [],
): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${first + values.length - 1}`;
  };
  const allowance = allOr(filters.allowance);
  const year = allOr(filters.year);
  const status = allOr(filters.status);
  const month = allOr(filters.month);
  if (allowance) conditions.push(`ap.allowance = ${param(allowance)}`);
  if (year) conditions.push(`ap.year = ${param(Number(year))}`);
  if (status) {
    conditions.push(`ap.status = ${param(storedAllowanceStatus(status as AllowanceStatus))}`);
  }
  if (month) conditions.push(paysIn(param(Number(month))));
  conditions.push(...extra);
  return { where: conditions.length ? `where (${conditions.join(' and ')})` : '', values };
}

const FROM = 'from allowance_plans ap inner join users u on u.id = ap.employee_id';

const iso = (value: unknown) => new Date(value as string).toISOString();

/** allowance-plan-view.ts's toAllowancePlan, on a raw row and its instalment rows. */
const toAllowancePlan = (row: Row, instalments: Row[]) => ({
  id: row.id,
  employee: { id: row.employee_id, name: row.employee_name },
  year: row.year,
  allowance: row.allowance,
  schedule: row.schedule,
  paymentMonth: row.payment_month,
  amount: row.amount,
  basis:
    row.base_salary !== null &&
    row.proportion_numerator !== null &&
    row.proportion_denominator !== null
      ? {
          baseSalary: row.base_salary,
          numerator: row.proportion_numerator,
          denominator: row.proportion_denominator,
        }
      : null,
  instalments: instalments.map((instalment) => ({
    month: instalment.month,
    amount: instalment.amount,
    part: instalment.part,
  })),
  twelfthsAgreed: row.twelfths_agreed_at !== null,
  status: wireAllowanceStatus(row.status as string),
  rejectionReason: row.rejection_reason,
  sentBy: row.sent_by && row.sender_name ? { id: row.sent_by, name: row.sender_name } : null,
  editable: isApprovalEditable(row.status as string),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** GET /bare/allowances (finance's table) and /bare/allowances/totals: ours' SQL and JSON. */
export function bareRoutes(
  app: FastifyInstance,
  store: BareStore,
  userIdOf: (authorization: string | undefined) => string | undefined,
) {
  app.get<{ Querystring: Filters & { page?: string; pageSize?: string } }>(
    '/bare/allowances',
    async (request, reply) => {
      if (!userIdOf(request.headers.authorization)) {
        return reply.status(401).send({ error: 'unauthorized' });
      }
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 20);
      const { where, values } = whereOf(request.query, 1);
      const next = values.length + 1;
      const [rows, [counted]] = await Promise.all([
        store.query(
          `select ${PLAN_COLUMNS} ${FROM} left join users s on s.id = ap.sent_by ${where} order by ${ORDER} limit $${next} offset $${next + 1}`,
          [...values, pageSize, (page - 1) * pageSize],
        ),
        // countPlans joins people only to search, which the bench does not.
        store.query(`select count(*)::int as total from allowance_plans ap ${where}`, values),
      ]);
      const instalments =
        rows.length === 0
          ? []
          : await store.query(
              `select plan_id, position, month, amount, part from allowance_instalments where plan_id in (${rows.map((_, index) => `$${index + 1}`).join(', ')}) order by plan_id, position`,
              rows.map((row) => row.id),
            );
      const byPlan = new Map<unknown, Row[]>();
      for (const instalment of instalments) {
        const list = byPlan.get(instalment.plan_id) ?? [];
        list.push(instalment);
        byPlan.set(instalment.plan_id, list);
      }
      return {
        items: rows.map((row) => toAllowancePlan(row, byPlan.get(row.id) ?? [])),
        total: counted?.total ?? 0,
        page,
        pageSize,
      };
    },
  );

  app.get<{ Querystring: Filters }>('/bare/allowances/totals', async (request, reply) => {
    if (!userIdOf(request.headers.authorization)) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const month = allOr(request.query.month);
    // With a month, what falls due in it: each plan's instalments of the month summed once, in a
    // lateral join that also keeps only the plans paying then; people are joined only to search.
    const lateral = month
      ? `cross join lateral (select sum(i.amount) as due from allowance_instalments i
          where i.plan_id = ap.id and i.month = $1) d`
      : '';
    const dueValues = month ? [Number(month)] : [];
    const { where, values } = whereOf(
      { ...request.query, month: undefined },
      dueValues.length + 1,
      month ? ['d.due is not null'] : [],
    );
    const due = month ? 'd.due' : 'ap.amount';
    const [row] = await store.query(
      `select count(*)::int as total_plans, count(distinct ap.employee_id)::int as total_employees,
        ${euros(`sum(${due}) filter (where ap.allowance = 'VACATIONS')`)} as total_vacations,
        ${euros(`sum(${due}) filter (where ap.allowance = 'CHRISTMAS')`)} as total_christmas,
        ${euros(`sum(${due})`)} as total_payment
        from allowance_plans ap ${lateral} ${where}`,
      [...dueValues, ...values],
    );
    return {
      totalPlans: row?.total_plans ?? 0,
      totalEmployees: row?.total_employees ?? 0,
      totalVacations: row?.total_vacations ?? '0.00',
      totalChristmas: row?.total_christmas ?? '0.00',
      totalPayment: row?.total_payment ?? '0.00',
    };
  });
}

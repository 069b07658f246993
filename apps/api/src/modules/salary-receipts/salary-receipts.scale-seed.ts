import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { files } from '../../platform/files/files.schema.ts';
import { users } from '../people/people.public.ts';
import { salaryReceipts } from './salary-receipts.schema.ts';

/** The month finance's table reads in the benchmark: October 2026, as the work maps. */
export const SCALE_SALARY_RECEIPT_MONTH = '2026-10';

/**
 * The benchmark's salary receipts: five years (January 2022 to October 2026) of a monthly receipt
 * for every enabled employee, each with a file row owned by them (no bytes: the bench reads
 * lists, not PDFs).
 * Earlier months are published; October is a quarter each waiting, published, rejected and not
 * sent. Two statements, about 290,000 receipts at 5,000 employees.
 */
export async function seedScaleSalaryReceipts(executor: Executor): Promise<void> {
  const last = `${SCALE_SALARY_RECEIPT_MONTH}-01`;
  await executor.execute(sql`
    insert into ${files} (owner_id, original_name, media_type, size_bytes, sha256, storage_key)
    select p.id, 'receipt.pdf', 'application/pdf', 1480, 'scale',
      'scale/' || p.id || '/' || to_char(m, 'YYYY-MM')
    from ${users} p
    cross join generate_series(date '2022-01-01', ${last}::date, interval '1 month') m
    where p.enabled and 'employee' = any(p.profiles)`);
  await executor.execute(sql`
    insert into ${salaryReceipts}
      (employee_id, year, month, kind, file_id, status, rejection_reason, created_by, sent_by, published_at)
    select p.id, split_part(split_part(f.storage_key, '/', 3), '-', 1)::int,
      split_part(split_part(f.storage_key, '/', 3), '-', 2)::int, 'salary', f.id,
      case when split_part(f.storage_key, '/', 3) < ${SCALE_SALARY_RECEIPT_MONTH} then 'Approved'
        else (array['PendingApproval', 'Approved', 'Rejected', 'PendingSubmission'])[1 + (p.n % 4)::int]
      end,
      case when split_part(f.storage_key, '/', 3) = ${SCALE_SALARY_RECEIPT_MONTH} and p.n % 4 = 2
        then 'The overtime is missing' end,
      finance.id,
      case when split_part(f.storage_key, '/', 3) = ${SCALE_SALARY_RECEIPT_MONTH} and p.n % 4 = 3
        then null else finance.id end,
      case when split_part(f.storage_key, '/', 3) < ${SCALE_SALARY_RECEIPT_MONTH} or p.n % 4 = 1
        then (split_part(f.storage_key, '/', 3) || '-28')::date end
    from (
      select id, row_number() over (order by id) as n from ${users}
      where enabled and 'employee' = any(profiles)
    ) p
    join ${files} f on f.owner_id = p.id and f.storage_key like 'scale/%'
    cross join (select id from ${users} where email = 'financial@example.com') finance`);
}

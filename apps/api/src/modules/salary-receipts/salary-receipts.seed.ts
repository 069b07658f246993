import { monthOf, previousMonth } from '@quadro/contract/calendar-days';
import { monthNameOf } from '@quadro/contract/salary-receipts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Executor } from '../../db/database.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { files } from '../../platform/files/files.schema.ts';
import { SCALE_SALARY_RECEIPT_MONTH } from '../../seed/scale-months.ts';
import { findPersonByEmail, users } from '../people/people.public.ts';
import { salaryReceipts } from './salary-receipts.schema.ts';

const MONTHS_BACK = 24;
const REJECTION = 'The overtime of the month is missing: please check it against the work map.';

/** A one-page receipt as a payroll program prints it, with the person's name and NIF in its text. */
async function receiptPdf(person: { name: string; taxNumber: string | null }, month: string) {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page = document.addPage([595, 842]);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const lines: Array<[string, typeof font, number]> = [
    ['Quadro Demo, Lda. — NIPC 500000000', bold, 14],
    [`Recibo de vencimento / Salary receipt: ${monthNameOf(number)} ${year}`, bold, 12],
    [`Employee: ${person.name}`, font, 11],
    [`NIF: ${person.taxNumber ?? '—'}`, font, 11],
    ['A demonstration document: it holds no real amounts.', font, 10],
  ];
  lines.forEach(([text, face, size], index) => {
    page.drawText(text, { x: 56, y: 780 - index * 24, size, font: face });
  });
  document.setTitle(`Salary receipt ${month}`);
  return Buffer.from(await document.save());
}

/** Last month's receipts show every state; earlier months are published (the oldest ones seen). */
function statusOf(person: number, monthsAgo: number): string {
  if (monthsAgo > 1) return 'Approved';
  return ['PendingApproval', 'Approved', 'Rejected', 'PendingSubmission'][person % 4] as string;
}

/**
 * Two years of salary receipts for every enabled employee, each a real PDF in the file store: sent
 * by finance and approved (published) by admin, last month's in every state.
 */
export async function seedDemoSalaryReceipts(
  executor: Executor,
  files: FileStore,
  today: string,
): Promise<void> {
  const finance = await findPersonByEmail(executor, 'financial@example.com');
  if (!finance) return;
  const months = [previousMonth(monthOf(today))];
  while (months.length < MONTHS_BACK) months.push(previousMonth(months.at(-1) as string));
  const people = await executor
    .select({
      id: users.id,
      name: users.name,
      taxNumber: users.taxNumber,
      startDate: users.startDate,
    })
    .from(users)
    .where(and(eq(users.enabled, true), sql`'employee' = any(${users.profiles})`))
    .orderBy(asc(users.email));
  for (const [index, person] of people.entries()) {
    for (const [monthsAgo, month] of months.entries()) {
      if (person.startDate && person.startDate > `${month}-31`) continue;
      const status = statusOf(index, monthsAgo + 1);
      const file = await files.store(executor, {
        ownerId: finance.id,
        source: await receiptPdf(person, month),
        originalName: `receipt-${month}.pdf`,
        allowedTypes: ['application/pdf'],
        maxBytes: 5 * 1024 * 1024,
      });
      const [year, number] = month.split('-').map(Number) as [number, number];
      const publishedAt = new Date(`${month}-28T10:00:00Z`);
      await executor.insert(salaryReceipts).values({
        employeeId: person.id,
        year,
        month: number,
        kind: 'salary',
        fileId: file.id,
        status,
        rejectionReason: status === 'Rejected' ? REJECTION : null,
        createdBy: finance.id,
        sentBy: status === 'PendingSubmission' ? null : finance.id,
        publishedAt: status === 'Approved' ? publishedAt : null,
        viewedAt: status === 'Approved' && monthsAgo > 0 ? publishedAt : null,
      });
    }
  }
}

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

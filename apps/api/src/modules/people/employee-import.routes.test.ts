import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MESSAGES,
  employeeImportPreviewSchema,
} from '@quadro/contract/employee-import';
import { EMPLOYEE_MESSAGES, employeePageSchema } from '@quadro/contract/employees';
import { eq, inArray } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import type { AuthHeaders } from '../../../test/route-client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipartBody, png } from '../../../test/upload-fixtures.ts';
import { auditLog } from '../../platform/audit/audit.schema.ts';
import { mailOutbox } from '../../platform/mail/outbox.schema.ts';
import { demoTaxNumber } from '../../seed/demo-people-rows.ts';
import { users } from './people.schema.ts';

const HEADER =
  'Name,Email,Profiles,Start date,Contract type,Job title,Working weekdays,Daily hours,Tax number';
const row = (
  index: number,
  overrides: Partial<Record<'email' | 'tax' | 'profiles', string>> = {},
) =>
  [
    `Import Person ${index}`,
    overrides.email ?? `import.person${index}@example.com`,
    overrides.profiles ?? '"employee, evaluator"',
    '2027-01-04',
    'Permanent',
    'Consultant',
    'Mon-Fri',
    '8',
    overrides.tax ?? demoTaxNumber(7000 + index),
  ].join(',');
const csv = (lines: string[]) => Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`);

describe('/api/employees/import', () => {
  let t: TestApp;
  let hr: AuthHeaders;
  const send = (
    url: string,
    content: Buffer,
    filename = 'employees.csv',
    headers: AuthHeaders = hr,
    type = 'text/csv',
  ) => {
    const body = multipartBody([{ filename, type, content }]);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const preview = (content: Buffer, filename?: string) =>
    send('/api/employees/import/preview', content, filename);
  const importFile = (content: Buffer, filename?: string) =>
    send('/api/employees/import', content, filename);
  const peopleNamed = (emails: string[]) =>
    t.database.db.select().from(users).where(inArray(users.email, emails));

  before(async () => {
    t = await createTestApp();
    hr = await t.authAs('hr@example.com');
  });
  after(() => t.close());

  it('previews every row with errors naming their column, creating nobody', async () => {
    const existing = await t.database.db
      .select({ email: users.email, taxNumber: users.taxNumber })
      .from(users)
      .where(eq(users.email, 'employee@example.com'));
    const response = await preview(
      csv([
        row(1),
        row(2, { email: 'not-an-email', profiles: 'boss' }),
        row(3, { tax: demoTaxNumber(7001) }),
        row(4, { email: 'EMPLOYEE@example.com', tax: existing[0]?.taxNumber ?? '' }),
        '',
        row(5),
      ]),
    );
    assert.equal(response.statusCode, 200, response.body);
    const result = employeeImportPreviewSchema.parse(response.json());
    assert.equal(result.file_name, 'employees.csv');
    assert.deepEqual([result.total_rows, result.valid_rows], [5, 2]);
    const errorsOf = (spreadsheetRow: number) =>
      result.rows
        .find((line) => line.row === spreadsheetRow)
        ?.errors.map((error) => `${error.column}: ${error.message}`);
    assert.deepEqual(errorsOf(2), []);
    assert.deepEqual(errorsOf(3), ['Email: Invalid email', "Profiles: Unknown profile 'boss'"]);
    assert.deepEqual(errorsOf(4), [`Tax number: ${EMPLOYEE_IMPORT_MESSAGES.duplicateInFile(2)}`]);
    assert.deepEqual(errorsOf(5), [
      `Email: ${EMPLOYEE_MESSAGES.emailTaken}`,
      `Tax number: ${EMPLOYEE_MESSAGES.taxNumberTaken}`,
    ]);
    assert.deepEqual(errorsOf(7), [], 'the blank line keeps the spreadsheet row numbers');
    assert.equal(result.rows[0]?.values.email, 'import.person1@example.com');
    assert.deepEqual(await peopleNamed(['import.person1@example.com']), []);
  });

  it('imports nothing while a row is wrong, then every row of the fixed file, each invited', async () => {
    const emails = [1, 2, 3].map((index) => `import.person${index}@example.com`);
    const broken = await importFile(csv([row(1), row(2), row(3, { profiles: 'boss' })]));
    assert.equal(broken.statusCode, 400, broken.body);
    assert.equal(broken.json().message, EMPLOYEE_IMPORT_MESSAGES.rowsWithErrors(1));
    assert.deepEqual(broken.json().fields, [
      { field: 'row 4: Profiles', message: "Unknown profile 'boss'" },
    ]);
    assert.deepEqual(await peopleNamed(emails), []);

    const fixed = await importFile(csv([row(1), row(2), row(3)]));
    assert.equal(fixed.statusCode, 201, fixed.body);
    assert.deepEqual(fixed.json(), {
      message: EMPLOYEE_IMPORT_MESSAGES.imported(3),
      imported: 3,
    });
    const created = await peopleNamed(emails);
    assert.equal(created.length, 3);
    for (const person of created) {
      assert.deepEqual(
        [person.enabled, person.profiles, person.startDate, person.workingWeekdays],
        [true, ['employee', 'evaluator'], '2027-01-04', [1, 2, 3, 4, 5]],
      );
    }
    const invitations = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, emails));
    assert.equal(invitations.length, 3);
    assert.ok(invitations.every((mail) => /\/reset-password\//.test(mail.text)));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'employee.import'));
    assert.equal(audit.length, 3);

    const again = await importFile(csv([row(1)]));
    assert.equal(again.statusCode, 400, 'a second import of the same person is refused');
  });

  it('reads an XLSX with real date cells and numeric tax numbers', async () => {
    const xlsx = await writeXlsxFile([
      HEADER.split(',').map((title) => ({ value: title })),
      [
        { value: 'Xlsx Person', type: String },
        { value: 'xlsx.person@example.com', type: String },
        { value: 'trainee', type: String },
        { value: new Date('2027-02-01T00:00:00Z'), type: Date, format: 'dd/mm/yyyy' },
        { value: 'Internship', type: String },
        { value: 'Trainee Developer', type: String },
        { value: '1 2 3', type: String },
        { value: 6, type: Number },
        { value: Number(demoTaxNumber(7100)), type: Number },
      ],
    ]).toBuffer();
    const response = await importFile(xlsx, 'people.xlsx');
    assert.equal(response.statusCode, 201, response.body);
    const [person] = await peopleNamed(['xlsx.person@example.com']);
    assert.deepEqual(
      [person?.startDate, person?.contractType, person?.workingWeekdays, person?.dailyHours],
      ['2027-02-01', 'internship', [1, 2, 3], '6.00'],
    );
  });

  it('refuses a file without the columns, without rows, of another type or too large', async () => {
    const noColumns = await preview(Buffer.from('Name,Email\nAna,ana@example.com\n'));
    assert.equal(noColumns.statusCode, 400);
    assert.match(noColumns.json().message, /^Missing columns: Profiles, Start date/);
    assert.equal(noColumns.json().fields[0].field, 'file');
    const noRows = await preview(csv([]));
    assert.equal(noRows.json().message, EMPLOYEE_IMPORT_MESSAGES.noRows);
    const picture = await send(
      '/api/employees/import/preview',
      png(),
      'employees.csv',
      hr,
      'text/csv',
    );
    assert.equal(picture.statusCode, 415);
    const huge = await preview(Buffer.alloc(EMPLOYEE_IMPORT_MAX_BYTES + 1, 'a'));
    assert.equal(huge.statusCode, 413);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/employees/import/preview',
      headers: { ...hr, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    assert.equal(noFile.statusCode, 400);
  });

  it('lets only hr import', async () => {
    const financial = await t.authAs('financial@example.com');
    const refused = await send('/api/employees/import', csv([row(50)]), 'e.csv', financial);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(await peopleNamed(['import.person50@example.com']), []);
  });
});

describe('GET /api/employees/export?format=xlsx', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('sends the filtered, sorted table as a spreadsheet with every matching row', async () => {
    const financial = await t.authAs('financial@example.com');
    const response = await t.app.inject({
      url: '/api/employees/export?format=xlsx&profile=employee&sort=name&order=asc',
      headers: financial,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(
      response.headers['content-type'],
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    assert.match(String(response.headers['content-disposition']), /filename="employees-.*\.xlsx"/);
    const [sheet] = await readXlsxFile(response.rawPayload);
    const rows = sheet?.data ?? [];
    assert.deepEqual(rows[0], [
      'Name',
      'Email',
      'Profiles',
      'Job title',
      'Contract type',
      'Client',
      'Start date',
      'Status',
    ]);
    const page = employeePageSchema.parse(
      (
        await t.app.inject({
          url: '/api/employees?profile=employee&page_size=100',
          headers: financial,
        })
      ).json(),
    );
    assert.equal(rows.length - 1, page.total);
    const names = rows.slice(1).map((line) => String(line[0]));
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    assert.ok(
      rows.slice(1).some((line) => line[6] instanceof Date),
      'start dates are dates',
    );
  });
});

import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpointUrl } from '@quadro/contract/endpoint';
import { SALARY_RECEIPT_MESSAGES } from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { sidewaysOverflow } from '../support/page-overflow.ts';
import { bearerOf } from '../support/people.ts';
import { makePdfText } from './make-pdf.ts';

// A month before the demo's two years of receipts, which no other browser test adds receipts for:
// the e2e database is shared.
const YEAR = 2023;
const PERIOD = 'March 2023';
const MANAGE_URL = `/app/manage-salary-receipts?year=${YEAR}&month=3`;
const RECEIPT = `Ana Ferreira, ${PERIOD}, Salary`;
// The four-eyes refusal as the API words it (platform/approvals/transition.ts).
const OWN_DECISION = 'You cannot decide on your own salary receipt.';
const PHONE = { width: 390, height: 844 };

const PDF_TEXT = makePdfText();

async function tempFile(name: string, text: string): Promise<string> {
  const file = path.join(tmpdir(), `${Date.now()}-${name}`);
  await writeFile(file, text);
  return file;
}

// The receipt of the serial steps is the only one any test adds here; the others only read: they
// may run beside the steps on another worker.
test.describe.configure({ mode: 'parallel' });

// One receipt's way, step by step: each step starts from where the previous one left it.
test.describe(`Ana's receipt of ${PERIOD}`, () => {
  test.describe.configure({ mode: 'serial' });
  const pdf = path.join(tmpdir(), `salary-receipt-${Date.now()}.pdf`);
  test.beforeAll(() => writeFile(pdf, PDF_TEXT));

  test('finance adds it (a non-PDF is refused under the file), sends it, and may not approve it', async ({
    pageAs,
  }) => {
    const finance = await pageAs('financial@example.com', { at: MANAGE_URL });
    const table = finance.getByRole('table', { name: 'Salary receipts' });
    await expect(table).toBeVisible();
    await expect(finance.getByText(`Without a salary receipt, ${PERIOD}`)).toBeVisible();
    expect(await axeViolations(finance)).toEqual([]);

    await finance.getByRole('button', { name: 'Add receipt' }).click();
    const form = finance.getByRole('dialog', { name: 'Add salary receipt' });
    const employee = form.getByRole('combobox', { name: 'Employee' });
    await employee.fill('Ana Fer');
    await finance.getByRole('option', { name: 'Ana Ferreira' }).click();
    await expect(form.getByLabel('Year')).toHaveValue(String(YEAR));
    await expect(form.getByRole('combobox', { name: 'Month' })).toHaveText('March');
    expect(await axeViolations(finance)).toEqual([]);
    const file = form.getByLabel('Receipt (PDF)');
    await file.setInputFiles(await tempFile('receipt.txt', 'Not a PDF at all'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(SALARY_RECEIPT_MESSAGES.notPdf)).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expect(employee).toHaveValue('Ana Ferreira');

    await file.setInputFiles(pdf);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(finance.getByText(SALARY_RECEIPT_MESSAGES.saved)).toBeVisible();
    await expect(form).toBeHidden();
    const row = table.getByRole('row', { name: /Ana Ferreira/ });
    await expect(row.getByText('Pending Submission')).toBeVisible();
    await expect(row.getByRole('button', { name: path.basename(pdf) })).toBeVisible();
    await expect(
      finance.getByRole('button', { name: 'Add a receipt for Ana Ferreira' }),
    ).toHaveCount(0);

    await row.getByRole('checkbox', { name: `Pick ${RECEIPT}` }).check();
    await finance.getByRole('button', { name: 'Send to approval (1)' }).click();
    await finance
      .getByRole('dialog', { name: 'Send the selected receipts to approval?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(finance.getByText(SALARY_RECEIPT_MESSAGES.sent(1))).toBeVisible();
    await expect(row.getByText('Pending Approval')).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit: ${RECEIPT}` })).toHaveCount(0);

    await row.getByRole('button', { name: `Approve: ${RECEIPT}` }).click();
    await finance
      .getByRole('dialog', { name: 'Approve and publish this receipt?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(finance.getByRole('alert').filter({ hasText: OWN_DECISION })).toBeVisible();
    await expect(row.getByText('Pending Approval')).toBeVisible();
  });

  test('admin sees it waiting in the menu and approves it', async ({ pageAs }) => {
    const admin = await pageAs('admin@example.com', { at: MANAGE_URL });
    await expect(
      admin
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Salary Receipts', exact: true }),
    ).toHaveAccessibleDescription(/^\d+ salary receipts? waits? for a decision/);
    const adminRow = admin
      .getByRole('table', { name: 'Salary receipts' })
      .getByRole('row', { name: /Ana Ferreira/ });
    await adminRow.getByRole('button', { name: `Approve: ${RECEIPT}` }).click();
    await admin
      .getByRole('dialog', { name: 'Approve and publish this receipt?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(admin.getByText(SALARY_RECEIPT_MESSAGES.approved)).toBeVisible();
    await expect(adminRow.getByText('Approved')).toBeVisible();
    await expect(adminRow.getByRole('button', { name: `Remove: ${RECEIPT}` })).toHaveCount(0);
  });

  test('Ana opens it, new until then, and a colleague sees none of it', async ({ pageAs }) => {
    const ana = await pageAs('employee@example.com', { at: `/app/salary-receipts?year=${YEAR}` });
    const item = ana
      .getByRole('list', { name: `Salary receipts ${YEAR}` })
      .getByRole('listitem')
      .filter({ hasText: `${PERIOD}, Salary` });
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    expect(await axeViolations(ana)).toEqual([]);
    // The PDF is sent with no-store, which Chromium keeps no body of for response.body(): the bytes
    // are read as the route passes them on to the page.
    const FILE = /\/api\/salary-receipts\/[\w-]+\/file$/;
    let served: Buffer | undefined;
    await ana.route(FILE, async (route) => {
      const response = await route.fetch();
      served = await response.body();
      await route.fulfill({ response });
    });
    const fileResponse = ana.waitForResponse((response) => FILE.test(response.url()));
    await item.getByRole('button', { name: 'Open', exact: true }).click();
    const opened = await fileResponse;
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(served?.equals(await readFile(pdf))).toBe(true);
    await expect(item.getByText('New', { exact: true })).toBeHidden();
    // The server too counts it as read now, so it stays so on every later visit.
    const mine = await ana.request.get(
      endpointUrl(SALARY_RECEIPTS_ENDPOINTS.myReceipts, { query: { year: YEAR } }),
      {
        headers: await bearerOf(ana),
      },
    );
    expect((await mine.json()) as unknown).toMatchObject({
      items: [{ id: new URL(opened.url()).pathname.split('/').at(-2), isNew: false }],
    });

    const colleague = await pageAs('carolina.gomes@example.com', {
      at: `/app/salary-receipts?year=${YEAR}`,
    });
    await expect(colleague.getByText('No Data')).toBeVisible();
    const foreign = await colleague.request.get(new URL(opened.url()).pathname, {
      headers: await bearerOf(colleague),
    });
    expect(foreign.status()).toBe(404);
  });
});

test('both salary receipt pages fit a phone and pass axe', async ({ pageAs }) => {
  const finance = await pageAs('financial@example.com', {
    at: '/app/manage-salary-receipts',
    viewport: PHONE,
  });
  await expect(finance.getByRole('table', { name: 'Salary receipts' })).toBeVisible();
  await expect(finance.getByText(/^Without a salary receipt, /)).toBeVisible();
  expect(await axeViolations(finance)).toEqual([]);
  expect(await sidewaysOverflow(finance)).toBeLessThanOrEqual(0);

  const ana = await pageAs('employee@example.com', { at: '/app/salary-receipts', viewport: PHONE });
  await expect(ana.getByRole('heading', { name: 'My salary receipts' })).toBeVisible();
  await expect(ana.getByRole('link', { name: 'My allowances' })).toHaveAttribute(
    'href',
    '/app/payments/allowances',
  );
  expect(await axeViolations(ana)).toEqual([]);
  expect(await sidewaysOverflow(ana)).toBeLessThanOrEqual(0);
});

test('an employee is refused the management page, and finance the employee page', async ({
  pageAs,
}) => {
  const employee = await pageAs('employee@example.com', { at: '/app/manage-salary-receipts' });
  await expect(employee.getByText('Oops, Page Not Found :(')).toBeVisible();
  const finance = await pageAs('financial@example.com', { at: '/app/salary-receipts' });
  await expect(finance.getByText('Oops, Page Not Found :(')).toBeVisible();
});

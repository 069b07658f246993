import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { EmployeePage, EmployeeRecord } from '@quadro/contract/employees';
import { endpointUrl } from '@quadro/contract/endpoint';
import { PEOPLE_ENDPOINTS } from '@quadro/contract/people.endpoints';
import {
  SALARY_RECEIPT_BATCH_MESSAGES,
  SALARY_RECEIPT_MESSAGES,
} from '@quadro/contract/salary-receipts';
import { SALARY_RECEIPTS_ENDPOINTS } from '@quadro/contract/salary-receipts.endpoints';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

// A month before the demo's receipts (November 2024 on) that no other browser test adds receipts
// for: the e2e database is shared.
const MANAGE_URL = '/app/manage-salary-receipts?year=2023&month=5';
const TITLE = 'Upload many salary receipts';
const PAYROLL = 'payroll.pdf';
const RITA_FILE = 'rita.correia@example.com.pdf';
const NOTES = 'notes.pdf';
const PHONE = { width: 390, height: 844 };

/** A PDF whose pages each hold one line of text, as a payroll program prints them. */
async function pdfOf(pages: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    document.addPage([595, 842]).drawText(text, { x: 56, y: 780, size: 12, font });
  }
  return Buffer.from(await document.save());
}

async function tempFile(name: string, bytes: Buffer | string): Promise<string> {
  // A folder of its own: the file keeps its exact name, which the matcher and the refusal read.
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'salary-receipts-bulk-')), name);
  await writeFile(file, bytes);
  return file;
}

/** The employee's NIF as HR's (and finance's) employee record gives it. */
async function taxNumberOf(page: Page, name: string): Promise<string> {
  const headers = await bearerOf(page);
  const list = await page.request.get(
    endpointUrl(PEOPLE_ENDPOINTS.listEmployees, { query: { search: name } }),
    {
      headers,
    },
  );
  const row = ((await list.json()) as EmployeePage).items.find((item) => item.name === name);
  if (!row) throw new Error(`no employee named ${name}`);
  const record = (await (
    await page.request.get(endpointUrl(PEOPLE_ENDPOINTS.getEmployee, { params: { id: row.id } }), {
      headers,
    })
  ).json()) as EmployeeRecord;
  if (!record.tax_number) throw new Error(`${name} has no NIF`);
  return record.tax_number;
}

/** Ana's page (her NIF), João's (his name), a page of nobody; Rita's file named after her. */
async function payrollFiles(page: Page) {
  const nif = await taxNumberOf(page, 'Ana Ferreira');
  return {
    payroll: await tempFile(
      PAYROLL,
      await pdfOf([`Recibo — NIF ${nif}`, 'Colaborador: João Pereira', 'nobody here']),
    ),
    rita: await tempFile(RITA_FILE, await pdfOf(['Recibo de vencimento, Maio 2023'])),
    notes: await tempFile(NOTES, 'Only notes, not a PDF at all'),
  };
}

async function financeAt(page: Page) {
  await signIn(page, 'financial@example.com', { at: MANAGE_URL });
  await expect(page.getByRole('table', { name: 'Salary receipts' })).toBeVisible();
  return page;
}

/** The preview's row of a receipt, found by its PDF's link ('payroll.pdf, page 1'). */
function receiptRow(dialog: Locator, source: string): Locator {
  return dialog
    .getByRole('table', { name: 'Receipts found' })
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('button', { name: source, exact: true }) });
}

/** Opens the dialog on the page's month and kind, and opens the batch. */
async function openBatch(page: Page): Promise<{ dialog: Locator; batchId: Promise<string> }> {
  await page.getByRole('button', { name: 'Upload many' }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog.getByText('Step 1 of 3: month and kind')).toBeVisible();
  await expect(dialog.getByLabel('Year')).toHaveValue('2023');
  await expect(dialog.getByRole('combobox', { name: 'Month' })).toHaveText('May');
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveText('Salary');
  const opened = page.waitForResponse(
    (response) =>
      response.url().endsWith(SALARY_RECEIPTS_ENDPOINTS.openBatch.path) &&
      response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 3: files')).toBeVisible();
  await expect(dialog.getByText('May 2023, Salary')).toBeVisible();
  return {
    dialog,
    batchId: opened.then(async (response) => ((await response.json()) as { id: string }).id),
  };
}

test.describe('bulk upload of May 2023', () => {
  test.describe.configure({ mode: 'serial' });

  test('finance uploads three files one by one, checks the matches, picks one and creates four receipts', async ({
    page,
  }) => {
    const finance = await financeAt(page);
    const files = await payrollFiles(finance);
    const { dialog } = await openBatch(finance);

    // The first file is held on its way: the progress names it, and nothing else is sent meanwhile.
    let sent = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await finance.route('**/api/salary-receipts/batches/*/files', async (route) => {
      sent += 1;
      if (sent === 1) await held;
      await route.continue();
    });
    await dialog
      .getByLabel('Receipts (PDF)')
      .setInputFiles([files.payroll, files.rita, files.notes]);
    await expect(dialog.getByText(`Uploading 1 of 3: ${PAYROLL}`)).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    expect(sent).toBe(1);
    release();

    const refusals = dialog.getByRole('list', { name: 'Refused files' });
    await expect(refusals.getByRole('listitem')).toHaveText([
      SALARY_RECEIPT_BATCH_MESSAGES.refused(NOTES, SALARY_RECEIPT_MESSAGES.notPdf),
    ]);
    await expect(dialog.getByText('2 of 3 files added.')).toBeVisible();
    await expect(dialog.getByText('4 receipts found so far.')).toBeVisible();
    expect(sent).toBe(3);
    await finance.unrouteAll();

    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Step 3 of 3: check and create')).toBeVisible();
    await expect(dialog.getByText('3 matched, 1 to pick, 0 left out')).toBeVisible();
    const ana = receiptRow(dialog, `${PAYROLL}, page 1`);
    await expect(ana).toContainText('Ana Ferreira');
    await expect(ana).toContainText('by NIF');
    await expect(
      ana.getByRole('combobox', { name: `Employee for ${PAYROLL}, page 1` }),
    ).toHaveValue('Ana Ferreira');
    const joao = receiptRow(dialog, `${PAYROLL}, page 2`);
    await expect(joao).toContainText('João Pereira');
    await expect(joao).toContainText('by name');
    const rita = receiptRow(dialog, `${RITA_FILE}, page 1`);
    await expect(rita).toContainText('Rita Correia');
    await expect(rita).toContainText('by file name');
    const nobody = receiptRow(dialog, `${PAYROLL}, page 3`);
    await expect(nobody).toContainText('No match');
    expect(await axeViolations(finance)).toEqual([]);

    // Each receipt's own PDF opens from its row.
    const opened = finance.waitForResponse((response) =>
      /\/api\/salary-receipts\/batches\/[\w-]+\/items\/[\w-]+\/file$/.test(response.url()),
    );
    const tab = finance.context().waitForEvent('page');
    await ana.getByRole('button', { name: `${PAYROLL}, page 1` }).click();
    expect((await opened).headers()['content-type']).toBe('application/pdf');
    await (await tab).close();

    // Nobody picked for a receipt: it must get someone or be left out.
    await dialog.getByRole('button', { name: 'Create 3 receipts' }).click();
    await expect(nobody.getByText('Pick an employee or leave it out')).toBeVisible();
    await nobody.getByRole('checkbox', { name: `Leave out ${PAYROLL}, page 3` }).check();
    await expect(dialog.getByText('3 matched, 0 to pick, 1 left out')).toBeVisible();
    await expect(nobody.getByText('Pick an employee or leave it out')).toBeHidden();
    await nobody.getByRole('checkbox', { name: `Leave out ${PAYROLL}, page 3` }).uncheck();
    const picker = nobody.getByRole('combobox', { name: `Employee for ${PAYROLL}, page 3` });
    await picker.fill('Nuno');
    await finance.getByRole('option', { name: 'Nuno Soares' }).click();
    await expect(picker).toHaveValue('Nuno Soares');
    await expect(dialog.getByText('4 matched, 0 to pick, 0 left out')).toBeVisible();

    // Only what finance changed is sent: the matches stand as they are.
    const confirmed = finance.waitForRequest((request) => request.url().endsWith('/confirm'));
    await dialog.getByRole('button', { name: 'Create 4 receipts' }).click();
    const body = (await confirmed).postDataJSON() as {
      items: Array<{ id: string; employeeId: string | null }>;
    };
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.employeeId).toEqual(expect.any(String));
    await expect(finance.getByText(SALARY_RECEIPT_BATCH_MESSAGES.confirmed(4))).toBeVisible();
    await expect(dialog).toBeHidden();

    const table = finance.getByRole('table', { name: 'Salary receipts' });
    for (const name of ['Ana Ferreira', 'João Pereira', 'Rita Correia', 'Nuno Soares']) {
      const row = table.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('May 2023');
      await expect(row.getByText('Pending Submission')).toBeVisible();
    }
    await expect(table.getByRole('row')).toHaveCount(5);
  });

  test('at phone width, a second upload of the month is warned and refused on its rows, and cancelling drops it', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const finance = await financeAt(page);
    const files = await payrollFiles(finance);
    const { dialog, batchId } = await openBatch(finance);
    await dialog.getByLabel('Receipts (PDF)').setInputFiles([files.payroll]);
    await expect(dialog.getByText('3 receipts found so far.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();

    const ana = receiptRow(dialog, `${PAYROLL}, page 1`);
    await expect(ana).toContainText(SALARY_RECEIPT_BATCH_MESSAGES.duplicate);
    await receiptRow(dialog, `${PAYROLL}, page 3`)
      .getByRole('checkbox', { name: `Leave out ${PAYROLL}, page 3` })
      .check();
    expect(await axeViolations(finance)).toEqual([]);
    // The dialog fills the phone; only the table scrolls sideways, inside its own box.
    const sideways = await dialog.evaluate((element) => {
      const content = element.querySelector('.MuiDialogContent-root');
      return Math.max(
        element.scrollWidth - element.clientWidth,
        (content?.scrollWidth ?? 0) - (content?.clientWidth ?? 0),
      );
    });
    expect(sideways).toBeLessThanOrEqual(0);
    await expect(dialog.getByRole('button', { name: 'Create 2 receipts' })).toBeInViewport();

    // Ana's receipt of the month exists: the whole confirmation is refused, naming her row.
    await dialog.getByRole('button', { name: 'Create 2 receipts' }).click();
    const anaPicker = ana.getByRole('combobox', { name: `Employee for ${PAYROLL}, page 1` });
    await expect(anaPicker).toHaveAttribute('aria-invalid', 'true');
    await expect(anaPicker).toHaveAccessibleDescription(SALARY_RECEIPT_BATCH_MESSAGES.duplicate);
    // The refusal says what the warning said: once.
    await expect(ana.getByText(SALARY_RECEIPT_BATCH_MESSAGES.duplicate)).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = finance.getByRole('dialog', { name: 'Discard this upload?' });
    await expect(discard).toContainText('The 3 receipts found so far will not be added.');
    const deleted = finance.waitForResponse((response) => response.request().method() === 'DELETE');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    expect((await deleted).status()).toBe(200);
    const gone = await finance.request.get(
      endpointUrl(SALARY_RECEIPTS_ENDPOINTS.readBatch, { params: { id: await batchId } }),
      {
        headers: await bearerOf(finance),
      },
    );
    expect(gone.status()).toBe(404);
  });
});

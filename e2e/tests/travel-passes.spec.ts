import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpointUrl } from '@quadro/contract/endpoint';
import { formatMonth } from '@quadro/contract/formatting';
import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import { TRAVEL_PASS_MESSAGES } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import { unzipSync } from 'fflate';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForMailLink } from '../support/outbox.ts';
import { bearerOf } from '../support/people.ts';
import { makePdfText } from './make-pdf.ts';

const PDF_TEXT = makePdfText();

/** A real one-page PDF, as a scanner or a transport operator's site would give. */
async function receiptPdf(): Promise<string> {
  const file = path.join(tmpdir(), `receipt-${Date.now()}.pdf`);
  await writeFile(file, PDF_TEXT);
  return file;
}

// Each test keeps its own person's passes: Ana's in the first, the trainee's in the others.
test.describe.configure({ mode: 'parallel' });

test("a month's pass: add, attach a PDF, send, finance rejects with a reason, fix, resend, approve", async ({
  pageAs,
}) => {
  const now = new Date();
  const monthKey = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const month = formatMonth(monthKey);
  const ana = await pageAs('employee@example.com', { at: '/app/travel-pass-history' });
  await ana.getByRole('button', { name: `Add ${month}` }).click();
  await expect(ana.getByText(TRAVEL_PASS_MESSAGES.added)).toBeVisible();
  const table = ana.getByRole('table', { name: 'My travel passes' });
  const row = table.getByRole('row', { name: new RegExp(month) });
  await expect(row.getByText('Pending Submission')).toBeVisible();
  expect(await axeViolations(ana)).toEqual([]);

  await row.getByRole('button', { name: `Send to approval: ${month}` }).click();
  await ana
    .getByRole('dialog', { name: 'Send this travel pass to approval?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(ana.getByText(TRAVEL_PASS_MESSAGES.sendWithoutValue)).toBeVisible();

  await row.getByRole('button', { name: `Edit: ${month}` }).click();
  const form = ana.getByRole('dialog', { name: `Travel pass of ${month}` });
  await form.getByLabel('Value (€)').fill('500');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('At most 150.00 € a month')).toBeVisible();
  await expect(form.getByLabel('Value (€)')).toHaveValue('500');
  await form.getByLabel('Value (€)').fill('40,00');
  await form.getByLabel('Receipt (PDF, PNG or JPEG, up to 5 MB)').setInputFiles(await receiptPdf());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(ana.getByText(TRAVEL_PASS_MESSAGES.saved)).toBeVisible();
  await expect(row.getByText('40,00')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Open receipt' })).toBeVisible();

  await row.getByRole('button', { name: `Send to approval: ${month}` }).click();
  await ana
    .getByRole('dialog', { name: 'Send this travel pass to approval?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(ana.getByText(TRAVEL_PASS_MESSAGES.sent)).toBeVisible();
  await expect(row.getByText('Pending Approval')).toBeVisible();

  const finance = await pageAs('financial@example.com', {
    at: '/app/manage-travel-pass?search=Ana%20Ferreira',
  });
  await expect(finance.getByRole('table', { name: 'Travel passes of the month' })).toBeVisible();
  expect(await axeViolations(finance)).toEqual([]);
  await finance.getByRole('button', { name: `Reject: ${month}, Ana Ferreira` }).click();
  const reject = finance.getByRole('dialog', { name: 'Reject this travel pass?' });
  await reject.getByRole('button', { name: 'Submit' }).click();
  await expect(reject.getByText('Required')).toBeVisible();
  await reject.getByLabel('Rejection reason').fill('The receipt is of last month');
  await reject.getByRole('button', { name: 'Submit' }).click();
  await expect(finance.getByText(TRAVEL_PASS_MESSAGES.rejected)).toBeVisible();

  await ana.reload();
  await expect(row.getByText('Rejection reason: The receipt is of last month')).toBeVisible();
  await row.getByRole('button', { name: `Edit: ${month}` }).click();
  await form.getByLabel('Receipt (PDF, PNG or JPEG, up to 5 MB)').setInputFiles(await receiptPdf());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(ana.getByText(TRAVEL_PASS_MESSAGES.saved)).toBeVisible();
  await row.getByRole('button', { name: `Send to approval: ${month}` }).click();
  await ana
    .getByRole('dialog', { name: 'Send this travel pass to approval?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(row.getByText('Pending Approval')).toBeVisible();

  await finance.reload();
  await finance.getByRole('button', { name: `Approve: ${month}, Ana Ferreira` }).click();
  await finance
    .getByRole('dialog', { name: 'Approve this travel pass?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(finance.getByText(TRAVEL_PASS_MESSAGES.approved)).toBeVisible();

  const zipResponse = finance.waitForResponse((response) =>
    response
      .url()
      .includes(
        endpointUrl(TRAVEL_PASSES_ENDPOINTS.receiptsOfMonth, { query: { month: monthKey } }),
      ),
  );
  await finance.getByRole('button', { name: 'Download the approved receipts (zip)' }).click();
  expect((await zipResponse).status()).toBe(200);
  expect((await zipResponse).headers()['content-type']).toBe('application/zip');
  // Chromium hands the page's blob to the new window, not to Playwright: fetch the same address.
  const zipFile = await finance.request.get(
    endpointUrl(TRAVEL_PASSES_ENDPOINTS.receiptsOfMonth, { query: { month: monthKey } }),
    {
      headers: await bearerOf(finance),
    },
  );
  const zip = unzipSync(new Uint8Array(await zipFile.body()));
  expect(Object.keys(zip)).toContain(`Ana Ferreira ${monthKey}.pdf`);
  expect(Buffer.from(zip[`Ana Ferreira ${monthKey}.pdf`] as Uint8Array).toString()).toBe(PDF_TEXT);

  await finance.getByRole('tab', { name: 'Totals' }).click();
  const totals = finance.getByRole('table', {
    name: `Travel pass totals ${now.getFullYear()} in euros`,
  });
  await expect(totals.getByRole('row', { name: /^Ana Ferreira/ })).toBeVisible();
  await expect(totals.getByRole('row', { name: /^Company/ })).toBeVisible();
  await expect(finance.getByText(`Approved in ${now.getFullYear()}:`)).toBeVisible();
  expect(await axeViolations(finance)).toEqual([]);
  const download = finance.waitForEvent('download');
  await finance.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) as string, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Employee,January,February,March,April,May,June,July,August,September,October,November,December,Total',
  );
  expect(
    lines.find((line) => line.startsWith('Ana Ferreira,'))?.split(',')[now.getMonth() + 1],
  ).toBe('40.00');
  expect(lines.at(-1)).toMatch(/^Company,/);

  await ana.reload();
  await expect(row.getByText('Approved')).toBeVisible();
  await expect(row.getByRole('button', { name: /Edit/ })).toHaveCount(0);

  await ana.getByRole('button', { name: 'Stop reminders this month' }).click();
  await expect(ana.getByText(TRAVEL_PASS_MESSAGES.blocked)).toBeVisible();
  await expect(ana.getByRole('button', { name: 'Reminders off this month' })).toBeDisabled();
});

test('a trainee keeps a pass too, on a phone', async ({ pageAs }) => {
  const page = await pageAs('trainee@example.com', {
    at: '/app/travel-pass-history',
    viewport: { width: 390, height: 844 },
  });
  await expect(page.getByRole('table', { name: 'My travel passes' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the reminder's block-month link blocks that person's reminders for the month", async ({
  page: visitor,
  pageAs,
}) => {
  const hr = await pageAs('hr@example.com');
  const setReminderDay = async (value: number) => {
    const response = await hr.request.put(
      endpointUrl(PARAMETERS_ENDPOINTS.updateSystemParameter, {
        params: { key: 'travelPassReminderDay' },
      }),
      {
        headers: await bearerOf(hr),
        data: { value },
      },
    );
    expect(response.status()).toBe(200);
  };
  // Due from the 1st: the monthly job mails whoever has not sent this month's pass on its next tick.
  await setReminderDay(1);
  try {
    const link = await waitForMailLink(
      'trainee@example.com',
      /\/travel-pass\/block-month\/[\w-]+/,
      0,
    );
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: 'Success', exact: true })).toBeVisible();
    await expect(visitor.getByText(TRAVEL_PASS_MESSAGES.monthBlocked)).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.getByRole('link', { name: /login/i }).click();
    await expect(visitor).toHaveURL(/\/login$/);

    const trainee = await pageAs('trainee@example.com', { at: '/app/travel-pass-history' });
    await expect(trainee.getByRole('button', { name: 'Reminders off this month' })).toBeDisabled();
  } finally {
    await setReminderDay(20);
  }
});

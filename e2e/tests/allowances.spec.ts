import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import {
  ALLOWANCE_MESSAGES,
  type AllowancePlan,
  manageAllowancesPageSchema,
  myAllowancesSchema,
} from '@quadro/contract/allowances';
import { ALLOWANCES_ENDPOINTS } from '@quadro/contract/allowances.endpoints';
import { endpointUrl } from '@quadro/contract/endpoint';
import { formatEuros } from '@quadro/contract/formatting';
import { fromCents, MONEY_MESSAGES, toCents } from '@quadro/contract/money';
import { unzipSync } from 'fflate';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { sidewaysOverflow } from '../support/page-overflow.ts';
import { bearerOf } from '../support/people.ts';
import { pickOption } from '../support/select-option.ts';

// Carolina adds her plans: the demo seeds Ana's plans of past years in every state, and no test
// signs Carolina in to change anything else (her password is never changed).
const CAROLINA = 'carolina.gomes@example.com';
const NAME = 'Carolina Gomes';
const MINE = '/app/payments/allowances';
const MANAGE = '/app/payments/manage-allowances';
const TWELFTHS = 'In twelfths with each month’s salary';
const HALF = 'Half in twelfths, half in full';
const AGREEMENT = 'I agree to receive this allowance in twelfths with my monthly salary';
const REASON = 'Christmas is paid in full this year: pick November.';
// The four-eyes refusal as the API words it (platform/approvals/transition.ts).
const OWN_DECISION = 'You cannot decide on your own allowance plan.';
const PHONE = { width: 390, height: 844 };

async function pick(page: Page, scope: Page | Locator, label: string, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name: label }), option);
}

/** The value under a total's label in the totals card. */
const total = (page: Page, label: string) =>
  page
    .locator('section[aria-labelledby="allowance-totals-title"]')
    .locator(`dt:text-is("${label}") + dd`);

/** Carolina's plans as finance reads them from the API, for the totals to be compared with. */
async function carolinasPlans(page: Page, year: number): Promise<AllowancePlan[]> {
  const response = await page.request.get(
    endpointUrl(ALLOWANCES_ENDPOINTS.listPlans, { query: { year, search: NAME } }),
    { headers: await bearerOf(page) },
  );
  expect(response.status()).toBe(200);
  return manageAllowancesPageSchema.parse(await response.json()).items;
}

const sum = (amounts: string[]) =>
  fromCents(amounts.reduce((cents, amount) => cents + toCents(amount), 0n));

// Carolina's plans are hers alone and the other tests only read the seeded ones: they may run
// beside her serial year on another worker.
test.describe.configure({ mode: 'parallel' });

// One year of Carolina's plans, step by step: each step starts from where the previous one left it.
test.describe("Carolina's allowances of the target year", () => {
  test.describe.configure({ mode: 'serial' });
  let year = 0;

  test('she adds Vacations in twelfths (agreed) and Christmas in full; then the button rests', async ({
    pageAs,
  }) => {
    const carolina = await pageAs(CAROLINA, { at: MINE });
    const mine = await carolina.request.get(ALLOWANCES_ENDPOINTS.myAllowances.path, {
      headers: await bearerOf(carolina),
    });
    const before = myAllowancesSchema.parse(await mine.json());
    year = before.targetYear;
    expect(before.plans.filter((plan) => plan.year === year)).toEqual([]);

    const add = carolina.getByRole('button', { name: 'Add allowance' });
    await expect(add).toBeEnabled();
    expect(await axeViolations(carolina)).toEqual([]);

    await add.click();
    const form = carolina.getByRole('dialog', { name: `Add allowance for ${year}` });
    await expect(form.getByRole('combobox', { name: 'Allowance' })).toHaveText('Vacations');
    await expect(form.getByRole('combobox', { name: 'Payment month' })).toHaveText('June');
    await pick(carolina, form, 'Schedule', TWELFTHS);
    await expect(form.getByRole('combobox', { name: 'Payment month' })).toHaveCount(0);
    const agreement = form.getByRole('checkbox', { name: AGREEMENT });
    await expect(agreement).not.toBeChecked();
    expect(await axeViolations(carolina)).toEqual([]);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText(ALLOWANCE_MESSAGES.twelfthsNeedAgreement)).toBeVisible();
    // The choices stay as they were.
    await expect(form.getByRole('combobox', { name: 'Schedule' })).toHaveText(TWELFTHS);
    await expect(form.getByRole('combobox', { name: 'Allowance' })).toHaveText('Vacations');

    await agreement.check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(carolina.getByText(ALLOWANCE_MESSAGES.saved)).toBeVisible();
    await expect(form).toBeHidden();
    const vacations = carolina.getByRole('region', { name: `Vacations ${year}` });
    await expect(vacations.getByText('Pending Submission')).toBeVisible();
    await expect(vacations.getByText(TWELFTHS)).toBeVisible();
    const instalments = vacations.getByRole('term');
    expect(await instalments.count()).toBeGreaterThan(1);

    await add.click();
    await expect(form.getByRole('combobox', { name: 'Allowance' })).toHaveText('Christmas');
    await expect(form.getByRole('combobox', { name: 'Payment month' })).toHaveText('November');
    await expect(form.getByRole('checkbox', { name: AGREEMENT })).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form).toBeHidden();
    const christmas = carolina.getByRole('region', { name: `Christmas ${year}` });
    await expect(christmas.getByText('In full in one month')).toBeVisible();
    await expect(christmas.getByRole('term')).toHaveText(['November']);

    await expect(add).toBeDisabled();
    await expect(carolina.getByText(`Both allowances of ${year} are added.`)).toBeVisible();
    expect(await axeViolations(carolina)).toEqual([]);
  });

  test('finance filters them, checks the totals, sends them, exports them, and may not decide', async ({
    pageAs,
  }) => {
    const finance = await pageAs('financial@example.com', { at: `${MANAGE}?year=${year}` });
    await expect(finance.getByRole('combobox', { name: 'Year' })).toHaveText(String(year));
    await finance.getByLabel('Search employee').fill(NAME);
    await expect(finance).toHaveURL(/search=Carolina/);
    const table = finance.getByRole('table', { name: 'Allowance plans' });
    await expect(table.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(2);
    expect(await axeViolations(finance)).toEqual([]);

    const plans = await carolinasPlans(finance, year);
    const amountOf = (allowance: AllowancePlan['allowance']) =>
      plans.find((plan) => plan.allowance === allowance)?.amount ?? '0';
    await expect(total(finance, 'Plans')).toHaveText('2');
    await expect(total(finance, 'Employees')).toHaveText('1');
    await expect(total(finance, 'Vacations')).toHaveText(formatEuros(amountOf('VACATIONS')));
    await expect(total(finance, 'Christmas')).toHaveText(formatEuros(amountOf('CHRISTMAS')));
    await expect(total(finance, 'Total payment')).toHaveText(
      formatEuros(sum(plans.map((plan) => plan.amount))),
    );

    await table.getByRole('checkbox', { name: `Pick ${NAME}, Vacations ${year}` }).check();
    await table.getByRole('checkbox', { name: `Pick ${NAME}, Christmas ${year}` }).check();
    await finance.getByRole('button', { name: 'Send to approval (2)' }).click();
    await finance
      .getByRole('dialog', { name: 'Send 2 plans to approval?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(finance.getByText(ALLOWANCE_MESSAGES.sent(2))).toBeVisible();
    await expect(table.getByText('Pending Approval')).toHaveCount(2);

    // The one who sent them may not decide them (four eyes).
    await table.getByRole('button', { name: `Approve: ${NAME}, Vacations ${year}` }).click();
    await finance
      .getByRole('dialog', { name: 'Approve this plan?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(finance.getByRole('alert').filter({ hasText: OWN_DECISION })).toBeVisible();
    await expect(table.getByText('Pending Approval')).toHaveCount(2);

    // With a month, the totals are what falls due in it: Christmas in full and a twelfth.
    await pick(finance, finance, 'Month', 'November');
    await expect(finance).toHaveURL(/month=11/);
    await expect(table.getByRole('columnheader', { name: 'Due in November' })).toBeVisible();
    const november = plans.flatMap((plan) =>
      plan.instalments.filter((instalment) => instalment.month === 11).map((each) => each.amount),
    );
    await expect(total(finance, 'Total payment')).toHaveText(formatEuros(sum(november)));
    await pick(finance, finance, 'Month', 'All');
    await expect(finance).not.toHaveURL(/month=/);

    await pick(finance, finance, 'Allowance', 'Vacations');
    await expect(finance).toHaveURL(/allowance=VACATIONS/);
    await expect(table.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(1);
    await expect(total(finance, 'Plans')).toHaveText('1');
    await expect(total(finance, 'Christmas')).toHaveText(formatEuros('0'));
    await expect(total(finance, 'Total payment')).toHaveText(formatEuros(amountOf('VACATIONS')));

    // The export follows the filters: Carolina's Vacations plan only.
    const xlsxDownload = finance.waitForEvent('download');
    await finance.getByRole('button', { name: 'Export XLSX' }).click();
    const xlsx = await readFile((await (await xlsxDownload).path()) as string);
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const sheets = unzipSync(new Uint8Array(xlsx));
    const text = Object.entries(sheets)
      .filter(([name]) => name.startsWith('xl/') && name.endsWith('.xml'))
      .map(([, bytes]) => Buffer.from(bytes).toString())
      .join('\n');
    expect(text).toContain(NAME);

    const csvDownload = finance.waitForEvent('download');
    await finance.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await readFile((await (await csvDownload).path()) as string, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const rows = csv.filter((line) => line.includes(NAME));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Vacations');
    expect(csv).toContain(`Total payment,${amountOf('VACATIONS')}`);

    await finance.getByRole('button', { name: `Generate plans for ${year}` }).click();
    const generate = finance.getByRole('dialog', { name: `Generate plans for ${year}?` });
    await generate.getByRole('button', { name: 'Cancel' }).click();
    await expect(generate).toBeHidden();
  });

  test('admin sees them waiting, approves Vacations and rejects Christmas with a reason', async ({
    pageAs,
  }) => {
    const admin = await pageAs('admin@example.com', {
      at: `${MANAGE}?year=${year}&search=${encodeURIComponent(NAME)}`,
    });
    await expect(
      admin
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Allowances', exact: true }),
    ).toHaveAccessibleDescription(/^\d+ allowance plans? waits? for a decision/);
    const table = admin.getByRole('table', { name: 'Allowance plans' });
    await expect(table.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(2);

    await table.getByRole('checkbox', { name: `Pick ${NAME}, Vacations ${year}` }).check();
    await admin.getByRole('button', { name: 'Approve (1)' }).click();
    await admin
      .getByRole('dialog', { name: 'Approve this plan?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(admin.getByText(ALLOWANCE_MESSAGES.approved(1))).toBeVisible();
    const vacationsRow = table.getByRole('row', { name: /Vacations/ });
    await expect(vacationsRow.getByText('Approved')).toBeVisible();
    await expect(
      table.getByRole('checkbox', { name: `Pick ${NAME}, Vacations ${year}` }),
    ).toBeDisabled();

    await table.getByRole('button', { name: `Reject: ${NAME}, Christmas ${year}` }).click();
    const reject = admin.getByRole('dialog', { name: 'Reject this plan?' });
    await reject.getByRole('button', { name: 'Submit' }).click();
    await expect(reject.getByText('Required')).toBeVisible();
    expect(await axeViolations(admin)).toEqual([]);
    await reject.getByLabel('Rejection reason').fill(REASON);
    await reject.getByRole('button', { name: 'Submit' }).click();
    await expect(admin.getByText(ALLOWANCE_MESSAGES.rejected(1))).toBeVisible();
    const christmasRow = table.getByRole('row', { name: /Christmas/ });
    await expect(christmasRow.getByText('Rejected')).toBeVisible();
    await expect(christmasRow.getByText(`Rejection reason: ${REASON}`)).toBeVisible();
  });

  test('Carolina sees Vacations approved and the reason Christmas was rejected', async ({
    pageAs,
  }) => {
    const carolina = await pageAs(CAROLINA, { at: MINE });
    const vacations = carolina.getByRole('region', { name: `Vacations ${year}` });
    await expect(vacations.getByText('Approved')).toBeVisible();
    await expect(vacations.getByRole('button', { name: /Edit/ })).toHaveCount(0);
    const christmas = carolina.getByRole('region', { name: `Christmas ${year}` });
    await expect(christmas.getByText('Rejection reason:')).toBeVisible();
    await expect(christmas.getByText(REASON)).toBeVisible();
    await expect(christmas.getByRole('button', { name: `Edit Christmas ${year}` })).toBeVisible();
    await expect(carolina.getByRole('button', { name: 'Add allowance' })).toBeDisabled();
    expect(await axeViolations(carolina)).toEqual([]);
    // Every state and the rejection block on a phone: nothing scrolls sideways.
    await carolina.setViewportSize(PHONE);
    await expect(christmas.getByText(REASON)).toBeVisible();
    expect(await axeViolations(carolina)).toEqual([]);
    expect(await sidewaysOverflow(carolina)).toBeLessThanOrEqual(0);

    await carolina.goto('/app');
    const card = carolina.getByRole('region', { name: 'My allowances' });
    await expect(card.getByText(String(year), { exact: true })).toBeVisible();
    await expect(card.getByText(/: Approved$/)).toBeVisible();
    await expect(card.getByText(/: Rejected$/)).toBeVisible();
  });
  test("she changes the rejected plan, finance sets its amount, and removing it frees 'Add allowance'", async ({
    pageAs,
  }) => {
    const carolina = await pageAs(CAROLINA, { at: MINE });
    const christmas = carolina.getByRole('region', { name: `Christmas ${year}` });
    await christmas.getByRole('button', { name: `Edit Christmas ${year}` }).click();
    const edit = carolina.getByRole('dialog', { name: `Edit Christmas ${year}` });
    await pick(carolina, edit, 'Schedule', HALF);
    await expect(edit.getByRole('combobox', { name: 'Month of the half paid in full' })).toHaveText(
      'November',
    );
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(edit.getByText(ALLOWANCE_MESSAGES.twelfthsNeedAgreement)).toBeVisible();
    await edit.getByRole('checkbox', { name: AGREEMENT }).check();
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(carolina.getByText(ALLOWANCE_MESSAGES.updated)).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(christmas.getByText(HALF)).toBeVisible();
    await expect(
      christmas.getByRole('term').filter({ hasText: 'November (in full)' }),
    ).toBeVisible();

    const finance = await pageAs('financial@example.com', {
      at: `${MANAGE}?year=${year}&search=${encodeURIComponent(NAME)}`,
    });
    const table = finance.getByRole('table', { name: 'Allowance plans' });
    await table.getByRole('button', { name: `Edit: ${NAME}, Christmas ${year}` }).click();
    const amount = finance.getByRole('dialog', { name: `Edit ${NAME}, Christmas ${year}` });
    await amount.getByLabel('Amount (€)').fill('12,5');
    await amount.getByRole('button', { name: 'Submit' }).click();
    await expect(amount.getByText(MONEY_MESSAGES.format)).toBeVisible();
    await amount.getByLabel('Amount (€)').fill('1234.5');
    await amount.getByRole('button', { name: 'Submit' }).click();
    await expect(finance.getByText(ALLOWANCE_MESSAGES.updated)).toBeVisible();
    await expect(
      table.getByRole('row', { name: /Christmas/ }).getByText(formatEuros('1234.50')),
    ).toBeVisible();

    await carolina.reload();
    await expect(christmas.getByText('Amount set by finance')).toBeVisible();
    await expect(christmas.getByText(formatEuros('1234.50'))).toBeVisible();
    await christmas.getByRole('button', { name: `Remove Christmas ${year}` }).click();
    await carolina
      .getByRole('dialog', { name: 'Remove this allowance plan?' })
      .getByRole('button', { name: 'Submit' })
      .click();
    await expect(carolina.getByText(ALLOWANCE_MESSAGES.removed)).toBeVisible();
    await expect(christmas).toHaveCount(0);
    await expect(carolina.getByRole('button', { name: 'Add allowance' })).toBeEnabled();
    await expect(
      carolina.getByText(`Choose how your Christmas allowance of ${year} is paid.`),
    ).toBeVisible();
  });
});

for (const [name, viewport] of Object.entries({
  desktop: { width: 1440, height: 900 },
  phone: PHONE,
})) {
  test(`both allowance pages pass axe on ${name} and never scroll sideways`, async ({ pageAs }) => {
    const ana = await pageAs('employee@example.com', { at: MINE, viewport });
    await expect(ana.getByRole('button', { name: 'Add allowance' })).toBeVisible();
    // The demo seeds Ana's earlier years, one of them rejected with its reason.
    await expect(ana.getByText('Rejection reason:').first()).toBeVisible();
    expect(await axeViolations(ana)).toEqual([]);
    expect(await sidewaysOverflow(ana)).toBeLessThanOrEqual(0);

    const finance = await pageAs('financial@example.com', { at: MANAGE, viewport });
    await expect(finance.getByRole('table', { name: 'Allowance plans' })).toBeVisible();
    await expect(total(finance, 'Total payment')).toBeVisible();
    expect(await axeViolations(finance)).toEqual([]);
    expect(await sidewaysOverflow(finance)).toBeLessThanOrEqual(0);
  });
}

test('an employee is refused the management page, and finance the employee page', async ({
  pageAs,
}) => {
  const employee = await pageAs('employee@example.com', { at: MANAGE });
  await expect(employee.getByText('Oops, Page Not Found :(')).toBeVisible();
  const finance = await pageAs('financial@example.com', { at: MINE });
  await expect(finance.getByText('Oops, Page Not Found :(')).toBeVisible();
});

test("finance may generate only the company's year: a far one is disabled, and says why", async ({
  pageAs,
}) => {
  const finance = await pageAs('financial@example.com', { at: `${MANAGE}?year=2098` });
  const generate = finance.getByRole('button', { name: 'Generate plans for 2098' });
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription(/^Plans can only be generated for \d{4}/);
});

import type { Page } from '@playwright/test';
import { monthOf } from '@quadro/contract/calendar-days';
import { formatMonth } from '@quadro/contract/formatting';
import { companyToday } from '../support/company-today.ts';
import { expect, test } from '../support/fixtures.ts';

/** Signed in as `email`, with a browser clock at noon on the last day of the year before the company's. */
async function browserInYearBefore(
  pageAs: (email: string) => Promise<Page>,
  email: string,
): Promise<{ page: Page; today: string }> {
  const page = await pageAs(email);
  const today = await companyToday(page);
  await page.clock.setFixedTime(new Date(`${Number(today.slice(0, 4)) - 1}-12-31T12:00:00Z`));
  return { page, today };
}

test("vacations, holidays, work maps and allowances take today from the company's day, not the browser's clock", async ({
  pageAs,
}) => {
  const employee = await browserInYearBefore(pageAs, 'employee@example.com');
  const thisYear = employee.today.slice(0, 4);
  await employee.page.goto('/app/vacations');
  await expect(employee.page.getByText(`Balance ${thisYear}`)).toBeVisible();

  const hr = await browserInYearBefore(pageAs, 'hr@example.com');
  await hr.page.goto('/app/holiday');
  await expect(hr.page.getByRole('heading', { name: `Holidays ${thisYear}` })).toBeVisible();
  await hr.page.goto('/app/manage-work-map');
  await expect(
    hr.page.getByRole('heading', { name: formatMonth(monthOf(hr.today)) }),
  ).toBeVisible();

  const finance = await browserInYearBefore(pageAs, 'financial@example.com');
  await finance.page.goto('/app/payments/manage-allowances');
  await expect(
    finance.page.getByRole('button', { name: `Generate plans for ${thisYear}` }),
  ).toBeVisible();
});

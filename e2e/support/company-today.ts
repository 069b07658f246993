import { expect, type Page } from '@playwright/test';
import { PORTAL_TIME_ZONE } from '@quadro/contract/formatting';
import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import { companyTodaySchema } from '@quadro/contract/system-parameters';
import { bearerOf } from './people.ts';

/** The company's day ('2026-11-28') as the API reads it, for the signed-in page. */
export async function companyToday(page: Page): Promise<string> {
  const response = await page.request.get(PARAMETERS_ENDPOINTS.companyToday.path, {
    headers: await bearerOf(page),
  });
  expect(response.status(), await response.text()).toBe(200);
  return companyTodaySchema.parse(await response.json()).today;
}

/** The first month still open on the company's calendar: this one until the 15th, else the next. */
export function openMonth(now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: PORTAL_TIME_ZONE }).format(now);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const next = day <= 15 ? new Date(Date.UTC(year, month - 1)) : new Date(Date.UTC(year, month));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, '0')}`;
}

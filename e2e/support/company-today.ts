import { expect, type Page } from '@playwright/test';
import { companyTodaySchema } from '@quadro/contract/system-parameters';
import { bearerOf } from './people.ts';

/** The company's day ('2026-11-28') as the API reads it, for the signed-in page. */
export async function companyToday(page: Page): Promise<string> {
  const response = await page.request.get('/api/company-today', { headers: await bearerOf(page) });
  expect(response.status(), await response.text()).toBe(200);
  return companyTodaySchema.parse(await response.json()).today;
}

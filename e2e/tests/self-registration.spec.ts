import type { Browser, Page } from '@playwright/test';
import { endpointUrl } from '@quadro/contract/endpoint';
import { AUTH_MESSAGES } from '@quadro/contract/messages';
import { PARAMETERS_ENDPOINTS } from '@quadro/contract/parameters.endpoints';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { bearerOf } from '../support/people.ts';
import { signIn } from '../support/sign-in.ts';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function switchRegistration(hrPage: Page, value: 'on' | 'off') {
  const response = await hrPage.request.put(
    endpointUrl(PARAMETERS_ENDPOINTS.updateSystemParameter, {
      params: { key: 'selfRegistration' },
    }),
    {
      headers: await bearerOf(hrPage),
      data: { value },
    },
  );
  expect(response.status()).toBe(200);
}

async function visitorAt(browser: Browser, viewport: (typeof SIZES)[number]) {
  const context = await browser.newContext({ viewport });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a visitor finds registration closed while HR has it switched off', {
  tag: '@company-wide',
}, async ({ page, browser }) => {
  await signIn(page, 'hr@example.com', { at: '/app/system-parameters' });
  await expect(page.getByRole('listitem', { name: 'Self-registration' })).toBeVisible();
  // Every other test finds registration open: this one runs alone, last (playwright.config.ts).
  await switchRegistration(page, 'off');
  try {
    for (const viewport of SIZES) {
      const visitor = await visitorAt(browser, viewport);
      await visitor.page.goto('/register');
      await expect(visitor.page.getByText(AUTH_MESSAGES.registrationClosed)).toBeVisible();
      await expect(visitor.page.getByRole('textbox', { name: /e-?mail/i })).toHaveCount(0);
      await expect(visitor.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
      expect(await axeViolations(visitor.page)).toEqual([]);
      await visitor.close();
    }
  } finally {
    await switchRegistration(page, 'on');
  }
});

import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const LOGIN_BUDGET_BYTES = 170 * 1024;

test('the sign-in page loads under 170 KiB of JavaScript gzipped', async ({ page }) => {
  const scripts: Array<Promise<number>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // A page whose scripts went unseen would pass any budget.
  expect(scripts.length).toBeGreaterThan(0);
  const total = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(total).toBeLessThan(LOGIN_BUDGET_BYTES);
});

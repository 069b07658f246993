import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';

/** Clicks `button`, waits for the download it starts and returns the zip's entries by name. */
export async function downloadedZip(
  page: Page,
  button: string,
): Promise<Record<string, Uint8Array>> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const saved = await (await download).path();
  return unzipSync(new Uint8Array(await readFile(saved)));
}

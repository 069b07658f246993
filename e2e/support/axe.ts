import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { afterPageTransition } from './page-transition.ts';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's WCAG 2.1 AA violations as readable lines, once it has settled. */
export async function axeViolations(page: Page): Promise<string[]> {
  await afterPageTransition(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** Fails the test softly, naming `what` was scanned, when the page has WCAG 2.1 AA violations. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await axeViolations(page), `WCAG 2.1 AA violations on ${what}`).toEqual([]);
}

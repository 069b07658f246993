import type { Page } from '@playwright/test';

/** Two frames: a transition starts a frame or two after the page mounts. */
const TWO_FRAMES =
  'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))';

/** Every finite animation or transition has ended (spinners and skeletons loop for ever). */
const SETTLED = `document.getAnimations().every((animation) =>
  animation.playState !== 'running' ||
  animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY)`;

/**
 * Pages fade in (spec §9) and the sidebar slides: screenshots, colour checks and axe scans wait for
 * the final paint, without a fixed wait.
 */
export async function afterPageTransition(page: Page) {
  await page.evaluate(TWO_FRAMES);
  await page.waitForFunction(SETTLED);
}

import type { Page } from '@playwright/test';

/**
 * Resolves once every finite animation or transition on the page has ended (spinners and
 * skeletons loop for ever and are not waited for). A transition starts a frame or two after the
 * page mounts, so two frames pass before the first look. An expression rather than a function:
 * the portal's Content Security Policy forbids the eval that waitForFunction's polling uses.
 */
const SETTLED = `new Promise((resolve) => {
  const settled = () =>
    document.getAnimations().every((animation) =>
      animation.playState !== 'running' ||
      animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY);
  const look = () => (settled() ? resolve(true) : requestAnimationFrame(look));
  requestAnimationFrame(() => requestAnimationFrame(look));
})`;

/**
 * Pages fade in (spec §9) and the sidebar slides: screenshots, colour checks and axe scans wait for
 * the final paint, without a fixed wait.
 */
export async function afterPageTransition(page: Page) {
  await page.evaluate(SETTLED);
}

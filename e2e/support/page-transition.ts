import type { Page } from '@playwright/test';

/**
 * Pages fade in (spec §9) and the sidebar slides: screenshots, colour checks and axe scans wait for
 * the final paint. A transition starts a frame or two after the page mounts, so two frames pass
 * first; then every finite animation or transition on the page has ended (spinners and skeletons
 * loop for ever and are not waited for).
 */
export async function afterPageTransition(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

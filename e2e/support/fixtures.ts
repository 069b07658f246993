import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { type SignInOptions, signIn } from './sign-in.ts';

interface Fixtures {
  /** A page of its own browser context (another person's browser), signed in as `email`. */
  pageAs(
    email: string,
    options?: SignInOptions & { viewport?: { width: number; height: number } },
  ): Promise<Page>;
  closeOwnContexts: undefined;
}

export const test = base.extend<Fixtures>({
  // Contexts a test opens are closed when it ends: left open, their pages go on polling the API
  // and rendering while the worker's next tests run.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set<BrowserContext>(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  pageAs: async ({ browser }, use) => {
    await use(async (email, { viewport, ...options } = {}) => {
      const context = await browser.newContext(viewport ? { viewport } : {});
      const page = await context.newPage();
      await signIn(page, email, options);
      return page;
    });
  },
});

export { expect } from '@playwright/test';

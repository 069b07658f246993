/**
 * The commands that make and install the production folder. The Dockerfile's RUN lines are these
 * words exactly (production-steps.test.ts), so CI's smoke proves what the image's build runs.
 */
export const PRODUCTION_STEPS = {
  /** In the repository, after `npm ci`: writes dist/ (scripts/build/production-build.ts). */
  build: ['npm', 'run', 'build'],
  /** In the production folder: its runtime dependencies only, as its lockfile pins them. */
  install: ['npm', 'ci', '--omit=dev', '--no-audit', '--no-fund'],
} as const;

/** The server's entry, relative to the production folder. */
export const PRODUCTION_ENTRY = 'apps/api/src/main.ts';

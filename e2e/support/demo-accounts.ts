import type { Profile } from '@quadro/contract/profiles';

export const DEMO_PASSWORD = 'Demo#2026';

/** The seeded demo accounts: each holds the one profile its address is named after. */
export const DEMO_ACCOUNTS: Array<{ email: string; profile: Profile }> = (
  ['employee', 'trainee', 'hr', 'admin', 'financial', 'cto', 'evaluator', 'comercial'] as const
).map((profile) => ({ email: `${profile}@example.com`, profile }));

/** Seeded as disabled: signing in answers 401. */
export const DISABLED_ACCOUNT = 'tomas.barbosa@example.com';

import type { Login } from './bench-domain.ts';
import { DEMO_PASSWORD } from './seed.ts';

/** The demo accounts the bench signs in as (every seeded account has the demo password). */
export const LOGINS = {
  employee: { username: 'employee@example.com', password: DEMO_PASSWORD },
  hr: { username: 'hr@example.com', password: DEMO_PASSWORD },
  admin: { username: 'admin@example.com', password: DEMO_PASSWORD },
  finance: { username: 'financial@example.com', password: DEMO_PASSWORD },
  cto: { username: 'cto@example.com', password: DEMO_PASSWORD },
} satisfies Record<string, Login>;

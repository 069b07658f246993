// Types only: the page-access table, which the web's entry reads, takes its readers from here.
import type { Profile } from './profiles.ts';

/** /app/crm-dashboard: clients and projects (admin, comercial, hr). */
export const CRM_DASHBOARD_AUDIENCE = ['admin', 'comercial', 'hr'] as const satisfies Profile[];
/** /app/crypto-dashboard: money (financial, admin). */
export const CRYPTO_DASHBOARD_AUDIENCE = ['financial', 'admin'] as const satisfies Profile[];

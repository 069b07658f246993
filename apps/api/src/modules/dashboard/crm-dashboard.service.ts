import { addDays } from '@quadro/contract/calendar-days';
import {
  CRM_DASHBOARD_AUDIENCE,
  type CrmDashboard,
  PROJECTS_ENDING_WITHIN_DAYS,
} from '@quadro/contract/dashboard';
import type { Actor } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import {
  countEmployeesWithoutClient,
  enabledPeoplePerClientOn,
} from '../clients/clients.public.ts';
import { countProjectsWithStatus, listProjectsEndingBetween } from '../projects/projects.public.ts';
import { hoursPerClient } from './crm-dashboard.repository.ts';

/** The work maps whose hours count: approved ones and those waiting for approval. */
export const COUNTED_WORK_MAP_STATUSES = ['Approved', 'PendingApproval'] as const;

/**
 * GET /api/dashboard/crm: clients and projects on the company's today. The hours link to the
 * month's work maps (that page filters by month, not by client); the people to the employees
 * table filtered by client and the Active status, as the count is of enabled people.
 */
export async function crmDashboard(ctx: ServiceContext, actor: Actor): Promise<CrmDashboard> {
  if (!actor.profiles.some((profile) => CRM_DASHBOARD_AUDIENCE.includes(profile as never))) {
    throw forbidden();
  }
  const today = companyNow(ctx).date;
  const month = today.slice(0, 7);
  const db = ctx.db;
  const [active, hours, people, withoutClient, endingSoon] = await Promise.all([
    countProjectsWithStatus(db, 'active'),
    hoursPerClient(db, `${month}-01`, COUNTED_WORK_MAP_STATUSES),
    enabledPeoplePerClientOn(db, today),
    countEmployeesWithoutClient(db, today),
    listProjectsEndingBetween(db, today, addDays(today, PROJECTS_ENDING_WITHIN_DAYS)),
  ]);
  return {
    today,
    month,
    activeProjects: {
      key: 'activeProjects',
      label: 'Active projects',
      value: String(active),
      unit: 'count',
      href: '/app/projects?status=active',
    },
    hoursPerClient: hours.map((row) => ({
      clientId: row.clientId,
      clientName: row.clientName,
      hours: {
        key: 'hours',
        label: row.clientName,
        value: row.hours,
        unit: 'hours',
        href: `/app/manage-work-map?month=${month}`,
      },
    })),
    peoplePerClient: people.map((row) => ({
      clientId: row.clientId,
      clientName: row.clientName,
      people: {
        key: 'people',
        label: row.clientName,
        value: String(row.people),
        unit: 'count',
        href: `/app/employees?client_id=${row.clientId}&status=active`,
      },
    })),
    withoutClient: {
      key: 'withoutClient',
      label: 'Without a client',
      value: String(withoutClient),
      unit: 'count',
      href: '/app/client',
    },
    endingSoon: endingSoon.map((project) => ({
      ...project,
      href: `/app/projects/${project.projectId}/summary-executive`,
    })),
  };
}

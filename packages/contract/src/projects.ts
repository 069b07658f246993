import { z } from 'zod';
import { isoDateSchema, requiredText, text } from './fields.ts';
import { hoursSchema, moneySchema } from './money.ts';
import { requiredOr } from './required-message.ts';

export const PROJECT_STATUSES = [
  { key: 'planned', name: 'Planned' },
  { key: 'active', name: 'Active' },
  { key: 'on_hold', name: 'On Hold' },
  { key: 'closed', name: 'Closed' },
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number]['key'];
const statusKeys = PROJECT_STATUSES.map((status) => status.key) as [
  ProjectStatus,
  ...ProjectStatus[],
];
export const projectStatusSchema = z.enum(statusKeys, { error: requiredOr('Pick a status') });

export const projectStatusLabel = (status: string) =>
  PROJECT_STATUSES.find((entry) => entry.key === status)?.name ?? status;

/** Who manages projects and reads their executive summaries. */
export const PROJECT_MANAGERS = ['admin', 'comercial'] as const;
export const PROJECT_TEAM_MAX = 100;
export const PROJECTS_PAGE_SIZE = 10;

const endNotBeforeStart = 'The end date must not be before the start date';

/** One member of a project's team: an enabled employee, a role, a share of their time, a period. */
export const projectMemberInputSchema = z
  .object({
    employeeId: z.uuid({ error: requiredOr('Pick an employee') }),
    role: requiredText({ max: 80 }),
    allocation: z
      .number({ error: 'Required' })
      .int('Must be a whole number')
      .min(1, 'At least 1%')
      .max(100, 'At most 100%'),
    startedAt: isoDateSchema,
    endedAt: isoDateSchema.nullable(),
  })
  .strict()
  .refine((member) => !member.endedAt || member.endedAt >= member.startedAt, {
    path: ['endedAt'],
    message: endNotBeforeStart,
  });
export type ProjectMemberInput = z.infer<typeof projectMemberInputSchema>;

/**
 * POST /api/projects and PUT /api/projects/:id (admin, comercial): the project with its whole team,
 * saved in one transaction (the team given replaces the one stored).
 */
export const projectInputSchema = z
  .object({
    clientId: z.uuid({ error: requiredOr('Pick a client') }),
    name: requiredText({ max: 120 }),
    code: requiredText({ max: 30 }),
    description: text({ max: 2000 }),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable(),
    status: projectStatusSchema,
    /** The budget: hours and euros, each optional (null: none). */
    budgetHours: hoursSchema({ max: '10000000.00' }).nullable().default(null),
    budgetAmount: moneySchema({ max: '1000000000.00' }).nullable().default(null),
    members: z.array(projectMemberInputSchema).max(PROJECT_TEAM_MAX),
  })
  .strict()
  .refine((project) => !project.endDate || project.endDate >= project.startDate, {
    path: ['endDate'],
    message: endNotBeforeStart,
  });
export type ProjectInput = z.infer<typeof projectInputSchema>;
export type ProjectFormValues = z.input<typeof projectInputSchema>;

export const projectMemberSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  role: z.string(),
  allocation: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

const projectFields = {
  id: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.string(),
  budgetHours: z.string().nullable(),
  budgetAmount: z.string().nullable(),
};

export const projectSummarySchema = z.object({ ...projectFields, teamSize: z.number().int() });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectSchema = z.object({ ...projectFields, members: z.array(projectMemberSchema) });
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects: newest first, filtered by client and status. */
export const projectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PROJECTS_PAGE_SIZE),
  clientId: z.uuid().optional(),
  status: projectStatusSchema.optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

export const projectPageSchema = z.object({
  items: z.array(projectSummarySchema),
  total: z.number().int(),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;

export const PROJECT_MESSAGES = {
  duplicateCode: (code: string) => `A project with the code '${code}' already exists.`,
  unknownClient: 'Pick an existing client',
  unknownEmployee: 'Pick an enabled employee',
  memberBeforeProject: 'A member cannot start before the project',
  memberAfterProject: 'A member cannot stay after the project ends',
  overAllocated: (name: string, total: number) =>
    `${name} would be allocated ${total}% over these dates (100% at most).`,
} as const;

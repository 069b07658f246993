import { z } from 'zod';
import { emailSchema, isoDateSchema, requiredText, text } from './fields.ts';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const genderSchema = z.enum(GENDERS);

export const MARITAL_STATUSES = [
  { key: 1, name: 'Single' },
  { key: 2, name: 'Married' },
  { key: 3, name: 'Civil Union' },
  { key: 4, name: 'Divorced' },
  { key: 5, name: 'Widowed' },
] as const;
const MARITAL_STATUS_KEYS = MARITAL_STATUSES.map(({ key, name }) => `${key} ${name}`).join(', ');

export const CONTRACT_TYPES = [
  { key: 'permanent', name: 'Permanent' },
  { key: 'fixed_term', name: 'Fixed Term' },
  { key: 'internship', name: 'Internship' },
  { key: 'service_provision', name: 'Service Provision' },
] as const;

export const WORKSPACES = [
  { key: 'lisbon', name: 'Lisbon Office' },
  { key: 'porto', name: 'Porto Office' },
  { key: 'remote', name: 'Remote' },
  { key: 'client_site', name: 'Client Site' },
] as const;

export const keyNameSchema = z.object({ key: z.union([z.string(), z.number()]), name: z.string() });
export type KeyName = z.infer<typeof keyNameSchema>;

export const DEPENDENTS_MAX = 20;

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profile_picture_url: z.string().nullable(),
  profiles: z.array(z.string()),
  nickname: z.string().nullable(),
  birthdate: z.string().nullable(),
  phone_number: z.string().nullable(),
  gender: z.string().nullable(),
  marital_status: z.number().int().nullable(),
  marital_status_name: z.string().nullable(),
  dependents_number: z.number().int().nullable(),
  start_date: z.string().nullable(),
  contract_type: z.string().nullable(),
  alternate_email: z.string().nullable(),
  hidden: z.boolean(),
  marital_statuses: z.array(keyNameSchema),
  contract_types: z.array(keyNameSchema),
  profile_roles: z.array(keyNameSchema),
  employees: z.array(keyNameSchema),
  workspaces: z.array(keyNameSchema),
  employees_without_client: z.array(keyNameSchema),
});
export type Account = z.infer<typeof accountSchema>;

const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** The fields a user may change on their own profile. Contract data and profiles belong to HR. */
export const updateAccountSchema = z
  .object({
    name: requiredText({ max: 100 }),
    nickname: text({ max: 40 }).nullable().optional(),
    birthdate: isoDateSchema
      .refine(
        (day) => day <= new Date().toISOString().slice(0, 10),
        'Birth date cannot be in the future',
      )
      .nullable()
      .optional(),
    phone_number: text({ max: 20 }).regex(PHONE, 'Invalid phone number').nullable().optional(),
    gender: genderSchema.nullable().optional(),
    marital_status: z
      .number()
      .int()
      .refine(
        (key) => MARITAL_STATUSES.some((status) => status.key === key),
        'Unknown marital status',
      )
      .meta({
        enum: MARITAL_STATUSES.map((status) => status.key),
        description: MARITAL_STATUS_KEYS,
      })
      .nullable()
      .optional(),
    dependents_number: z.number().int().min(0).max(DEPENDENTS_MAX).nullable().optional(),
    alternate_email: emailSchema.nullable().optional(),
    hidden: z.boolean().optional(),
    /**
     * Spec §7: the profile call may send a method override with its JSON ("method can be passed").
     * Accepted so such clients are not refused; the service reads only the fields above.
     */
    _method: text({ max: 10 }).optional(),
  })
  .strict();
export type UpdateAccount = z.infer<typeof updateAccountSchema>;

/** PUT /api/accounts/:id/activation (HR). */
export const accountActivationSchema = z.object({ enabled: z.boolean() }).strict();
export type AccountActivation = z.infer<typeof accountActivationSchema>;
export const accountActivationResultSchema = z.object({ id: z.string(), enabled: z.boolean() });

/** GET /api/accounts/pending-activation (HR): self-registered accounts, oldest first. */
export const pendingActivationSchema = z.array(
  z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.date() }),
);

/** Profiles whose holders administer others: the last enabled holder of each cannot be disabled. */
export const ADMINISTERING_PROFILES = ['hr', 'admin'] as const;

export const ACCOUNT_MESSAGES = {
  cannotDisableOwnAccount: 'You cannot disable your own account.',
  lastEnabledHolder: (profile: string) =>
    `This is the last enabled ${profile} account: enable another one before disabling it.`,
} as const;

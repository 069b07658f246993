import {
  type Account,
  CONTRACT_TYPES,
  type KeyName,
  MARITAL_STATUSES,
  WORKSPACES,
} from '@quadro/contract/account';
import { PROFILES } from '@quadro/contract/profiles';
import type { FastifyReply } from 'fastify';
import type { PersonRow } from '../people/people.public.ts';
import type { DirectoryJson } from './directory-cache.ts';

const PROFILE_ROLES: KeyName[] = PROFILES.map((profile) => ({ key: profile, name: profile }));

export type AccountFields = Omit<Account, 'employees' | 'employees_without_client'>;

/** The account but its directory lists, which accountJson adds already serialized. */
export function toAccountFields(user: PersonRow, profilePictureUrl: string | null): AccountFields {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profile_picture_url: profilePictureUrl,
    profiles: user.profiles,
    nickname: user.nickname,
    birthdate: user.birthdate,
    phone_number: user.phoneNumber,
    gender: user.gender,
    marital_status: user.maritalStatus,
    marital_status_name:
      MARITAL_STATUSES.find((status) => status.key === user.maritalStatus)?.name ?? null,
    dependents_number: user.dependentsNumber,
    start_date: user.startDate,
    contract_type: user.contractType,
    alternate_email: user.alternateEmail,
    hidden: user.hidden,
    marital_statuses: [...MARITAL_STATUSES],
    contract_types: [...CONTRACT_TYPES],
    profile_roles: PROFILE_ROLES,
    workspaces: [...WORKSPACES],
  };
}

/**
 * GET /api/accounts' answer as JSON text: the person's fields, then the directory lists as they
 * were serialized once for everybody (directory-cache.ts); '[]' for those who get none.
 */
export function accountJson(
  fields: AccountFields,
  directory: DirectoryJson = { employees: '[]', employeesWithoutClient: '[]' },
): string {
  const own = JSON.stringify(fields);
  return `${own.slice(0, -1)},"employees":${directory.employees},"employees_without_client":${directory.employeesWithoutClient}}`;
}

/** The account's JSON text is sent as it is: its directory was serialized once for everybody. */
export const sendAccountJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

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

/** The account as JSON text, and the key its compressed bytes are kept by when it is shared. */
export interface AccountAnswer {
  json: string;
  /** Staff's answers hold the directory: the same for everybody, so worth compressing once. */
  sharedKey: string | undefined;
}

/**
 * GET /api/accounts' answer: the person's fields, then the directory lists as they were
 * serialized once for everybody (directory-cache.ts); empty lists for those who get none.
 */
export function accountAnswer(fields: AccountFields, directory?: DirectoryJson): AccountAnswer {
  const own = JSON.stringify(fields);
  const lists = directory ?? { employees: '[]', employeesWithoutClient: '[]' };
  return {
    json: `${own.slice(0, -1)},"employees":${lists.employees},"employees_without_client":${lists.employeesWithoutClient}}`,
    sharedKey: directory && `${directory.version}\n${own}`,
  };
}

/** The account's JSON text is sent as it is: its directory was serialized once for everybody. */
export const sendAccountJson = (reply: FastifyReply, answer: AccountAnswer) =>
  reply.type('application/json; charset=utf-8').send(answer.json);

/** A shared answer as compressedAnswers made it: headers set, bytes ready. */
export const sendAccountPayload = (reply: FastifyReply, payload: string | Buffer) =>
  reply.send(payload);

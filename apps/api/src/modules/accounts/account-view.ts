import {
  type Account,
  CONTRACT_TYPES,
  type KeyName,
  MARITAL_STATUSES,
  WORKSPACES,
} from '@quadro/contract/account';
import { PROFILES } from '@quadro/contract/profiles';
import type { PersonRow } from '../people/people.public.ts';

const PROFILE_ROLES: KeyName[] = PROFILES.map((profile) => ({ key: profile, name: profile }));

export function toAccount(
  user: PersonRow,
  directory: { employees: KeyName[]; employeesWithoutClient: KeyName[] },
  profilePictureUrl: string | null,
): Account {
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
    employees: directory.employees,
    workspaces: [...WORKSPACES],
    employees_without_client: directory.employeesWithoutClient,
  };
}

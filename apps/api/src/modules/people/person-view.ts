import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './people.schema.ts';

/**
 * The person columns other modules read, as a subquery they join by alias: their lists keep one
 * query (PostgreSQL pulls a plain subquery up into the join, so the plan is the table's) while the
 * credentials stay out of reach and people stays free to change its table behind these names.
 */
export function personView<Alias extends string>(alias: Alias) {
  return new QueryBuilder({ casing: 'snake_case' })
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      enabled: users.enabled,
      profiles: users.profiles,
      nickname: users.nickname,
      birthdate: users.birthdate,
      startDate: users.startDate,
      contractType: users.contractType,
      taxNumber: users.taxNumber,
      searchName: users.searchName,
      profilePictureFileId: users.profilePictureFileId,
      workingWeekdays: users.workingWeekdays,
      dailyHours: users.dailyHours,
      erasedAt: users.erasedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .as(alias);
}

/** The person view under the name most joins give it. */
export const people = personView('people');

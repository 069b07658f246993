import type { ErasedPerson } from './erasure-step.ts';

/** An old value and what takes its place wherever it was written down. */
export type Replacement = readonly [old: string, replacement: string];

/** The values an erasure hunts for in free text: name, e-mail (as typed and lower-cased) and NIF. */
export function replacementsOf(person: ErasedPerson): Replacement[] {
  const pairs: Replacement[] = [
    [person.name, person.anonymousName],
    [person.email, person.anonymousEmail],
    [person.email.toLowerCase(), person.anonymousEmail],
  ];
  if (person.taxNumber) pairs.push([person.taxNumber, 'erased']);
  return pairs.filter(([old], index) => pairs.findIndex(([other]) => other === old) === index);
}

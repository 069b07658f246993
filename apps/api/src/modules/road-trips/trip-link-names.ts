import type { Executor } from '../../db/database.ts';
import { clientNamesOf } from '../clients/clients.public.ts';
import { projectNamesOf } from '../projects/projects.public.ts';

type Linked = { clientId?: string | null; projectId?: string | null };

/** The names of the clients and projects these trips (monthly or road) name, two queries for all. */
export async function linkNamesOf(db: Executor, trips: readonly Linked[]) {
  const [clients, projects] = await Promise.all([
    clientNamesOf(
      db,
      trips.flatMap((trip) => (trip.clientId ? [trip.clientId] : [])),
    ),
    projectNamesOf(
      db,
      trips.flatMap((trip) => (trip.projectId ? [trip.projectId] : [])),
    ),
  ]);
  return { clients, projects };
}
export type LinkNames = Awaited<ReturnType<typeof linkNamesOf>>;

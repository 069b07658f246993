import { ROAD_TRIP_MESSAGES, type RoadTripChoices } from '@quadro/contract/road-trips';
import type { Executor } from '../../db/database.ts';
import { invalidField } from '../../platform/errors/app-error.ts';
import { clientExists, listClientNames } from '../clients/clients.public.ts';
import { listProjectsToPick } from '../projects/projects.public.ts';

export interface RoadTripLink {
  clientId: string;
  projectId?: string | null | undefined;
}

/**
 * What a road trip may name: every client, and the projects `memberId` is or was on (every
 * project for finance, who links other people's trips). Names only.
 */
export async function roadTripChoices(db: Executor, memberId?: string): Promise<RoadTripChoices> {
  const [clients, projects] = await Promise.all([
    listClientNames(db),
    listProjectsToPick(db, memberId),
  ]);
  return { clients, projects };
}

/**
 * The client must exist; the project, when given, must be one of the choices (a project the
 * employee was never on answers as an unknown id does) and belong to the client.
 */
export async function assertLinkable(
  db: Executor,
  link: RoadTripLink,
  memberId?: string,
): Promise<void> {
  if (!(await clientExists(db, link.clientId))) {
    throw invalidField('clientId', ROAD_TRIP_MESSAGES.clientNotFound);
  }
  if (!link.projectId) return;
  const project = (await listProjectsToPick(db, memberId)).find(
    (choice) => choice.id === link.projectId,
  );
  if (!project) throw invalidField('projectId', ROAD_TRIP_MESSAGES.projectNotFound);
  if (project.clientId !== link.clientId) {
    throw invalidField('projectId', ROAD_TRIP_MESSAGES.projectOfAnotherClient);
  }
}

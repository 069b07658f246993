import type { Project } from '@quadro/contract/projects';
import type { QueryClient } from '@tanstack/react-query';
import { projectKeys } from './project-keys.ts';

/**
 * What a project's change moves beyond the project itself, which a save answers whole: the list's
 * pages (order, filters, totals) and the executive summaries (project-summary's
 * `['projects', 'summary', id]`).
 */
export const projectListKeys = [projectKeys.list, ['projects', 'summary']];

export function putProject(queryClient: QueryClient, project: Project): void {
  queryClient.setQueryData(projectKeys.one(project.id), project);
}

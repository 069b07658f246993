import type { KeyName } from '@quadro/contract/account';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useProject } from '../api/get-project.ts';
import { ProjectFormDialog } from './project-form-dialog.tsx';

/** Loads the project with its team, then opens the form on it. */
export function EditProjectDialog({
  id,
  ...props
}: {
  id: string;
  clients: readonly KeyName[];
  employees: readonly KeyName[];
  onClose: () => void;
}) {
  const project = useProject(id);
  if (project.isPending) return <PageLoader label="Loading project" />;
  if (project.isError) return null;
  return <ProjectFormDialog project={project.data} {...props} />;
}

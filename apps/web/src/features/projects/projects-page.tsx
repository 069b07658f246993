import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import {
  PROJECTS_PAGE_SIZE,
  type ProjectSummary,
  projectStatusSchema,
} from '@quadro/contract/projects';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { AppPagination } from '../../app/pagination/app-pagination.tsx';
import { pageCount } from '../../app/pagination/pagination-model.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useProjectClients } from './api/get-project-clients.ts';
import { type ProjectFilters as Filters, useProjects } from './api/get-projects.ts';
import { useRemoveProject } from './api/remove-project.ts';
import { EditProjectDialog } from './components/edit-project-dialog.tsx';
import { ProjectFilters } from './components/project-filters.tsx';
import { ProjectFormDialog } from './components/project-form-dialog.tsx';
import { ProjectsTable } from './components/projects-table.tsx';

/** /app/projects (admin, comercial): projects with their teams; each links to its executive summary. */
export function ProjectsPage() {
  // The status filter lives in the address (?status=active: the CRM dashboard links there).
  const [params, setParams] = useSearchParams();
  const status = projectStatusSchema.safeParse(params.get('status')).data ?? null;
  const [{ page: pageNumber, clientId }, setPaging] = useState({
    page: 1,
    clientId: null as string | null,
  });
  const filters: Filters = { page: pageNumber, clientId, status };
  const setFilters = (next: Filters) => {
    setPaging({ page: next.page, clientId: next.clientId });
    if (next.status !== status) {
      setParams(next.status ? { status: next.status } : {}, { replace: true });
    }
  };
  const projects = useProjects(filters);
  const clients = useProjectClients();
  const account = useCurrentAccount();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProjectSummary | null>(null);
  const remove = useRemoveProject(() => setRemoving(null));

  if (projects.isPending) return <PageLoader />;
  const page = projects.isError ? { items: [], total: 0 } : projects.data;
  const clientOptions = (clients.data ?? []).map((client) => ({
    key: client.id,
    name: client.name,
  }));
  const employees = account.data?.employees ?? [];
  const close = () => setEditing(null);

  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <ProjectFilters
            clients={clientOptions}
            clientId={filters.clientId}
            status={filters.status}
            onChange={(changed) => setFilters({ ...changed, page: 1 })}
          />
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New project
          </Button>
        </Box>
        <ProjectsTable
          projects={page.items}
          onEdit={(project) => setEditing(project.id)}
          onRemove={setRemoving}
        />
        <AppPagination
          page={filters.page}
          count={pageCount(page.total, PROJECTS_PAGE_SIZE)}
          onChange={(next) => setFilters({ ...filters, page: next })}
          label="Projects pages"
        />
      </CardContent>
      {editing === 'new' && (
        <ProjectFormDialog
          project={null}
          clients={clientOptions}
          employees={employees}
          onClose={close}
        />
      )}
      {editing && editing !== 'new' && (
        <EditProjectDialog
          id={editing}
          clients={clientOptions}
          employees={employees}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove project"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onSubmit={() => removing && remove.mutate(removing.id)}
      >
        Remove {removing?.name} ({removing?.code}) and its team?
      </ConfirmDialog>
    </Card>
  );
}

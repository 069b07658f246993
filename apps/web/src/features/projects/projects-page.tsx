import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import {
  PROJECT_STATUSES,
  PROJECTS_PAGE_SIZE,
  type ProjectSummary,
} from '@quadro/contract/projects';
import { useState } from 'react';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { AppPagination } from '../../app/pagination/app-pagination.tsx';
import { pageCount } from '../../app/pagination/pagination-model.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useProjectClients } from './api/get-project-clients.ts';
import { type ProjectFilters as Filters, useProjects } from './api/get-projects.ts';
import { useRemoveProject } from './api/remove-project.ts';
import { EditProjectDialog } from './components/edit-project-dialog.tsx';
import { ProjectFilters } from './components/project-filters.tsx';
import { ProjectFormDialog } from './components/project-form-dialog.tsx';
import { ProjectsTable } from './components/projects-table.tsx';

/** The list's filters as the URL keeps them (`?status=active&client_id=…`, the dashboards' links). */
function readProjectFilters(params: URLSearchParams): Filters {
  const status = params.get('status');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    clientId: params.get('client_id') || null,
    status: PROJECT_STATUSES.find((entry) => entry.key === status)?.key ?? null,
  };
}

/** /app/projects (admin, comercial): projects with their teams; each links to its executive summary. */
export function ProjectsPage() {
  const { params, update } = useTableParams();
  const filters = readProjectFilters(params);
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
            onChange={(changed) =>
              update({ client_id: changed.clientId ?? '', status: changed.status ?? '' })
            }
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
          onChange={(next) => update({ page: String(next) })}
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

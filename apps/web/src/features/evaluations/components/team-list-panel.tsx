import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { TeamSummary } from '@quadro/contract/evaluations';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTableParams } from '../../../app/routes/use-table-params.ts';
import { YearStepper } from '../../../components/filters/year-stepper.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { DataTable } from '../../../components/table/data-table.tsx';
import { RowActionButton } from '../../../components/table/row-action-button.tsx';
import { useTeams } from '../api/get-teams.ts';
import { teamReportPath } from '../manage-evaluation-paths.ts';
import { yearOf } from '../manage-evaluations-filters.ts';
import { TeamFormDialog } from './team-form-dialog.tsx';
import { TeamGoalsDialog } from './team-goals-dialog.tsx';
import { TeamRemoveDialog } from './team-remove-dialog.tsx';

type Opened = { kind: 'new' } | { kind: 'edit' | 'remove' | 'goals'; team: TeamSummary };

/** The year's teams with their evaluators and size, each opening its report; the CTO keeps them. */
export function TeamListPanel({ thisYear, isCto }: { thisYear: number; isCto: boolean }) {
  const { params, update } = useTableParams();
  const year = yearOf(params.get('year')) ?? thisYear;
  const teams = useTeams(year);
  const [opened, setOpened] = useState<Opened>();
  const close = () => setOpened(undefined);
  const items = teams.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <YearStepper year={year} onChange={(next) => update({ year: String(next) })} />
        {isCto && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setOpened({ kind: 'new' })}
          >
            New team
          </Button>
        )}
      </Stack>
      {teams.isPending ? (
        <PageLoader />
      ) : (
        <DataTable
          label={`Teams of ${year}`}
          rows={items}
          rowKey={(team) => team.id}
          scroll={{ minWidth: 640, label: 'Teams, scrollable' }}
          columns={[
            {
              header: 'Team',
              cell: (team) => (
                <Link component={RouterLink} to={teamReportPath(team, year)}>
                  {team.name}
                </Link>
              ),
            },
            {
              header: 'Evaluators',
              cell: (team) => team.evaluators.map((person) => person.name).join(', ') || '—',
            },
            { header: 'Members', cell: (team) => team.membersCount },
            {
              header: 'Actions',
              cell: (team) => (
                <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                  {team.hasPermissionToManageMember && (
                    <RowActionButton
                      label="Copy goals to team"
                      itemLabel={team.name}
                      onClick={() => setOpened({ kind: 'goals', team })}
                    />
                  )}
                  {isCto && (
                    <>
                      <RowActionButton
                        label="Edit"
                        itemLabel={team.name}
                        onClick={() => setOpened({ kind: 'edit', team })}
                      />
                      <RowActionButton
                        label="Remove"
                        color="error"
                        itemLabel={team.name}
                        onClick={() => setOpened({ kind: 'remove', team })}
                      />
                    </>
                  )}
                </Stack>
              ),
            },
          ]}
        />
      )}
      {opened?.kind === 'new' && <TeamFormDialog teamId={undefined} year={year} onClose={close} />}
      {opened?.kind === 'edit' && (
        <TeamFormDialog teamId={opened.team.id} year={year} onClose={close} />
      )}
      {opened?.kind === 'remove' && <TeamRemoveDialog team={opened.team} onClose={close} />}
      {opened?.kind === 'goals' && (
        <TeamGoalsDialog team={opened.team} year={year} onClose={close} />
      )}
    </Stack>
  );
}

import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PROJECT_SUMMARY_ENDPOINTS } from '@quadro/contract/project-summary.endpoints';
import { Navigate, useParams } from 'react-router';
import { APP_NOT_FOUND_PATH } from '../../app/navigation.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useExportExecutiveSummary } from './api/export-executive-summary.ts';
import { useExecutiveSummary } from './api/get-executive-summary.ts';
import { BudgetCard } from './components/budget-card.tsx';
import { CostsTable } from './components/costs-table.tsx';
import { HoursTable } from './components/hours-table.tsx';
import { SummaryHeader } from './components/summary-header.tsx';
import { TeamTable } from './components/team-table.tsx';
import { TravelTables } from './components/travel-tables.tsx';
import { PrintStyles } from './print-styles.tsx';

/** /app/projects/:id/summary-executive (admin, comercial): an unknown id opens the not-found page. */
export function ExecutiveSummaryPage() {
  const { id = '' } = useParams();
  if (!PROJECT_SUMMARY_ENDPOINTS.summaryExecutive.params.safeParse({ id }).success) {
    return <Navigate to={APP_NOT_FOUND_PATH} replace />;
  }
  return <ExecutiveSummary id={id.toLowerCase()} />;
}

/**
 * The project's team, hours, costs (only in admin's answer), travel and budget, printable on one
 * A4 page and exported as a workbook.
 */
function ExecutiveSummary({ id }: { id: string }) {
  const { data: summary } = useExecutiveSummary(id);
  const exportSummary = useExportExecutiveSummary();
  if (!summary) return <PageLoader />;
  const { project } = summary;
  return (
    <Box className="executive-summary" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PrintStyles />
      <SummaryHeader
        project={project}
        actions={
          <>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              Print
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownloadIcon />}
              loading={exportSummary.isPending}
              onClick={() => exportSummary.mutate({ id, code: project.code })}
            >
              Export XLSX
            </Button>
          </>
        }
      />
      <Box
        className="summary-columns"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' } }}
      >
        <BudgetCard budget={summary.budget} />
        <TeamTable team={summary.team} />
      </Box>
      <HoursTable months={summary.months} hours={summary.hours} />
      {summary.costs && <CostsTable costs={summary.costs} />}
      <TravelTables travel={summary.travel} />
    </Box>
  );
}

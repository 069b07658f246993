import { useParams } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { type MemberEvaluationsQuery, useMemberEvaluations } from './api/get-member-evaluations.ts';
import { MemberEvaluationReport } from './components/member-evaluation-report.tsx';

/** A member's report from the API's `member` call; a 404 has already sent the browser away. */
function MemberReport({ query, readOnly }: { query: MemberEvaluationsQuery; readOnly: boolean }) {
  const report = useMemberEvaluations(query);
  if (!report.data) return <PageLoader />;
  return <MemberEvaluationReport report={report.data} readOnly={readOnly} />;
}

/** /app/manage-evaluations/report/:teamId/member/:memberId: a member as seen from their team. */
export function TeamMemberReportPage() {
  const { teamId = '', memberId = '' } = useParams();
  return <MemberReport query={{ memberId, teamId }} readOnly={false} />;
}

/** /app/manage-evaluations/report/member/:memberId: a member's evaluations over the years. */
export function MemberReportPage() {
  const { memberId = '' } = useParams();
  return <MemberReport query={{ memberId }} readOnly={false} />;
}

/** /app/manage-evaluations/report/employee/:memberId: the read-only report (the employee's own). */
export function EmployeeReportPage() {
  const { memberId = '' } = useParams();
  return <MemberReport query={{ memberId }} readOnly />;
}

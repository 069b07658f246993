import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';

/** Opens the absence's justification in a new tab. */
export function JustificationLink({ mapId, absenceId }: { mapId: string; absenceId: string }) {
  return (
    <ProtectedFileLink
      path={`/api/work-maps/${mapId}/absences/${absenceId}/justification`}
      label="Open justification"
    />
  );
}

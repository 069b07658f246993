import { endpointUrl } from '@quadro/contract/endpoint';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { ProtectedFileLink } from '../../../components/files/protected-file-link.tsx';

/** Opens the absence's justification in a new tab. */
export function JustificationLink({ mapId, absenceId }: { mapId: string; absenceId: string }) {
  return (
    <ProtectedFileLink
      path={endpointUrl(WORK_MAPS_ENDPOINTS.justificationFile, {
        params: { id: mapId, absenceId },
      })}
      label="Open justification"
    />
  );
}

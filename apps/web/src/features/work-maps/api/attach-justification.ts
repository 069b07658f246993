import { workMapDetailsSchema } from '@quadro/contract/work-maps';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useMapChange } from './work-map-change.ts';

export function useAttachJustification(mapId: string) {
  return useMapChange(({ absenceId, file }: { absenceId: string; file: File }) => {
    const formData = new FormData();
    formData.append('file', file, file.name);
    return apiRequest(`/api/work-maps/${mapId}/absences/${absenceId}/justification`, {
      method: 'PUT',
      formData,
      schema: workMapDetailsSchema,
    });
  });
}

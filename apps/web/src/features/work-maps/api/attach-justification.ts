import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import { useMapChange } from './work-map-change.ts';

export function useAttachJustification(mapId: string) {
  return useMapChange(({ absenceId, file }: { absenceId: string; file: File }) => {
    const formData = new FormData();
    formData.append('file', file, file.name);
    return apiRequest(WORK_MAPS_ENDPOINTS.attachJustification, {
      params: { id: mapId, absenceId },
      formData,
    });
  });
}

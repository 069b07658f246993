import { endpointUrl } from '@quadro/contract/endpoint';
import { PERSONAL_DATA_ENDPOINTS } from '@quadro/contract/personal-data.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

/** GET /api/employees/:id/personal-data: HR's zip of a person's data, saved under the server's name. */
export function useDownloadPersonalData() {
  return useAppMutation({
    mutationFn: async (personId: string) => {
      const file = await apiDownload(
        endpointUrl(PERSONAL_DATA_ENDPOINTS.personalDataOf, { params: { id: personId } }),
        'personal-data.zip',
      );
      saveDownload(file.blob, file.fileName);
    },
  });
}

import { endpointUrl } from '@quadro/contract/endpoint';
import { PERSONAL_DATA_ENDPOINTS } from '@quadro/contract/personal-data.endpoints';
import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';

/** GET /api/accounts/personal-data: the person's own data as a zip, saved under the server's name. */
export function useDownloadOwnPersonalData() {
  return useAppMutation({
    mutationFn: async () => {
      const file = await apiDownload(
        endpointUrl(PERSONAL_DATA_ENDPOINTS.ownPersonalData),
        'personal-data.zip',
      );
      saveDownload(file.blob, file.fileName);
    },
  });
}

import { apiDownload } from '../../../app/api/http-client.ts';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { saveDownload } from '../../../app/files/save-download.ts';
import { salaryReceiptKeys } from './salary-receipt-keys.ts';

/** GET /api/salary-receipts/{id}/file saved under its name; it is no longer new afterwards. */
export function useDownloadSalaryReceipt() {
  return useAppMutation({
    mutationFn: async (receipt: { file: string; fileName: string }) => {
      const file = await apiDownload(receipt.file, receipt.fileName);
      saveDownload(file.blob, file.fileName);
    },
    invalidates: [salaryReceiptKeys.mine],
  });
}

import { type KilometreMapPrint, kilometreMapPdf } from './kilometre-map-pdf.ts';

export interface KilometreMapPdfTask {
  maps: KilometreMapPrint[];
}

/**
 * Runs on a worker thread (worker-pool.ts): the printed maps of a page of employees, in the order
 * given, so the zip's event loop only waits for them.
 */
export default async function renderKilometreMaps(
  task: KilometreMapPdfTask,
): Promise<Uint8Array[]> {
  const pdfs: Uint8Array[] = [];
  for (const map of task.maps) pdfs.push(await kilometreMapPdf(map));
  return pdfs;
}

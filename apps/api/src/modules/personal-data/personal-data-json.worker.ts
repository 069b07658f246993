/** A JSON file of the export, indented for a person to read, made on a worker thread. */
export interface PersonalDataJsonTask {
  rows: readonly object[];
}

export default function personalDataJson({ rows }: PersonalDataJsonTask): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(rows, null, 2)}\n`);
}

/**
 * Where a page ends: the last entry's time (PostgreSQL's microseconds, which a JS Date would cut
 * to milliseconds and so skip or repeat entries) and id, as one opaque URL-safe text.
 */
export interface AuditCursor {
  at: string;
  id: string;
}

export const encodeCursor = (cursor: AuditCursor) =>
  Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

const MICROSECOND_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor a page answered, or undefined for anything else (which the route refuses). */
export function decodeCursor(text: string): AuditCursor | undefined {
  const [at = '', id = '', ...rest] = Buffer.from(text, 'base64url').toString().split('|');
  return rest.length === 0 && MICROSECOND_TIME.test(at) && UUID.test(id) ? { at, id } : undefined;
}

const MAX_LENGTH = 200;

/** Keeps the last path segment, without control characters, so it is safe to display. */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).at(-1) ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .toWellFormed()
    .trim();
  return base.slice(-MAX_LENGTH) || 'file';
}

/** RFC 6266: an ASCII fallback for old clients plus the exact name in RFC 5987 encoding. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

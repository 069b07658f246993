interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** A field's error message by field name: its first issue's, as the shell's Zod resolver shows. */
export type FieldMessages = ReadonlyMap<string, string>;

export function firstMessages(issues: ReadonlyArray<Issue>): FieldMessages {
  const messages = new Map<string, string>();
  for (const { path, message } of issues) {
    const field = path.map(String).join('.');
    if (!messages.has(field)) messages.set(field, message);
  }
  return messages;
}

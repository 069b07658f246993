interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/** A field's error messages by field name: its first issue's, as the shell's Zod resolver shows. */
export type FieldMessages = Readonly<Record<string, string>>;

export function firstMessages(issues: ReadonlyArray<Issue>): FieldMessages {
  const messages: Record<string, string> = {};
  for (const { path, message } of issues) {
    const field = path.map(String).join('.');
    if (!Object.hasOwn(messages, field)) messages[field] = message;
  }
  return messages;
}

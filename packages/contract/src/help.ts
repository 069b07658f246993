import { z } from 'zod';

/** A screen's help name: its page component's name ('TravelsPage'), which names docs/help/{src}.md. */
export const HELP_SOURCE_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

export const HELP_MESSAGES = {
  invalidSource: 'The help name must be a letter followed by up to 63 letters or digits',
} as const;

export function isHelpSource(value: string): boolean {
  return HELP_SOURCE_PATTERN.test(value);
}

/** GET /api/docs?src=TravelsPage */
export const helpQuerySchema = z.object({
  src: z.string().regex(HELP_SOURCE_PATTERN, HELP_MESSAGES.invalidSource),
});
export type HelpQuery = z.infer<typeof helpQuerySchema>;

/** One screen's help: `source` is its Markdown, `title` its first '# ' heading. */
export const helpRecordSchema = z.object({ source: z.string(), title: z.string() });
export type HelpRecord = z.infer<typeof helpRecordSchema>;

/** The screen's help, or no records when the screen has none. */
export const helpAnswerSchema = z.object({
  data: z.object({ records: z.array(helpRecordSchema) }),
});
export type HelpAnswer = z.infer<typeof helpAnswerSchema>;

import { z } from 'zod';
import { text } from './fields.ts';
import { SEARCH_SUGGESTIONS_MAX } from './ui-constants.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

export const SEARCH_TERM_MAX = 100;

/** Spec §5: an empty or blank term is refused and nothing is searched. */
export function isValidSearchTerm(term: string): boolean {
  return term.trim() !== '';
}
export const SEARCH_PAGE_SIZE_DEFAULT = 12;
export const SEARCH_PAGE_SIZE_MAX = 48;

/** Spec §3: a search suggestion (name, link). */
export const searchSuggestionSchema = z.object({ name: z.string(), link: z.string() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const searchSuggestionsSchema = z.array(searchSuggestionSchema).max(SEARCH_SUGGESTIONS_MAX);

/** GET /api/people/suggestions?term=: a blank or missing term gives no suggestions. */
export const suggestionsQuerySchema = z.object({
  term: text({ max: SEARCH_TERM_MAX }).optional(),
});

/** Spec §3: the employee card of the search results. */
export const employeeCardSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
});
export type EmployeeCard = z.infer<typeof employeeCardSchema>;

const pageNumber = z.coerce.number().int().min(1).max(100_000);

/** GET /api/people/search?search=&page=&pageSize=: a blank term is refused (spec §5). */
export const employeeSearchQuerySchema = z.object({
  search: text({ max: SEARCH_TERM_MAX })
    .default('')
    .refine(isValidSearchTerm, VALIDATION_MESSAGES.invalidSearchTerm),
  page: pageNumber.default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_PAGE_SIZE_MAX)
    .default(SEARCH_PAGE_SIZE_DEFAULT),
});
export type EmployeeSearchQuery = z.infer<typeof employeeSearchQuerySchema>;

export const employeeSearchResultSchema = z.object({
  items: z.array(employeeCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EmployeeSearchResult = z.infer<typeof employeeSearchResultSchema>;

/** GET /api/search/screens?search=&page=&pageSize=: the same term and pages as the people search. */
export const screenSearchQuerySchema = employeeSearchQuerySchema;
export type ScreenSearchQuery = z.infer<typeof screenSearchQuerySchema>;

/** Spec §3: a screen of the search results, its title linking to its page. */
export const searchScreenSchema = z.object({ title: z.string(), link: z.string() });
export type SearchScreen = z.infer<typeof searchScreenSchema>;

export const screenSearchResultSchema = z.object({
  items: z.array(searchScreenSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ScreenSearchResult = z.infer<typeof screenSearchResultSchema>;

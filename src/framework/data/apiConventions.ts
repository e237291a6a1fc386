/**
 * Query-string conventions of the paginated API style, shared by the data
 * provider, the browser-side query of unpaged lists and the demo API. The names are the
 * application's (the `api` section's `paginated.params`, registry/apiSection.ts), read
 * when a call is built or checked.
 */
import { declaredApi, type PaginatedParams } from '../registry/apiSection';

/** The paginated style's query parameters, as the application declares them. */
export function listParams(): PaginatedParams {
  return declaredApi().paginated.params;
}

/** Most records one list page answers: a larger `limit` is refused with 400. */
export function maxPageSize(): number {
  return listParams().maxPageSize;
}

/** Most records one bulk action call (`{ids: [...]}`) names: a larger list is refused with 400. */
export const MAX_BULK_IDS = 200;

/** Most records one bulk download (a zip streamed whole) names: a larger selection is saved in parts of this many. */
export const MAX_DOWNLOAD_IDS = 10_000;

/** How a text filter matches; the default is `contains`. */
export const MATCH_TYPES = ['contains', 'equals', 'startsWith', 'endsWith', 'notContains'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export const DEFAULT_MATCH_TYPE: MatchType = 'contains';

/** Query parameter carrying the match type of a text filter: `nameMatchType`. */
export function matchTypeParam(field: string): string {
  return `${field}${listParams().matchTypeSuffix}`;
}

export function isMatchType(value: unknown): value is MatchType {
  return typeof value === 'string' && (MATCH_TYPES as readonly string[]).includes(value);
}

/** Separator of multi-value filters (`_id=a,b,c`, `status=1,2`). */
export function listSeparator(): string {
  return listParams().separator;
}

/** Body of every error answer of the API. */
export interface ApiErrorBody {
  /** Machine code, also a message key (`VALIDATION_ERROR`, `DISCIPLINE.NAME_ALREADY_EXISTS_ERROR`). */
  error: string;
  /** Message key or text for the user. */
  message: string;
  /** Field errors: shown on the fields of the form instead of a dialog. */
  errors?: FieldErrorBody[];
  traceId?: string;
  /** The answer's other fields, which the application's own errors may carry (where the record is, say). */
  extra?: Readonly<Record<string, unknown>>;
  /** With a 429 (TOO_MANY_SIGN_IN_ATTEMPTS): seconds to wait, as in the Retry-After header. */
  retryAfter?: number;
}

export interface FieldErrorBody {
  /** Dotted path of the field (`name`, `translations.0.description`). */
  field: string;
  /** Schema keyword that failed (`required`, `format`, `unique` ...). */
  keyword: string;
  /** Message key, translated by the admin (the `api` section's `codes.required` for a missing value). */
  message: string;
  params?: Record<string, unknown>;
}

/**
 * Query-string conventions of the paginated API style (spec §7), shared by the data
 * provider, the browser-side query of unpaged lists and the demo API. The spec names
 * `limit`, `skip` and the count flag; sort and match types are not shown there, so they
 * are fixed here once (see the README, "API conventions").
 */
export const LIMIT_PARAM = 'limit';
export const SKIP_PARAM = 'skip';
/** The load-all mode's name for `skip` (spec §7, users: offset 0, limit 1000). */
export const OFFSET_PARAM = 'offset';
/** Most records one list page answers (spec §7): a larger `limit` is refused with 400. */
export const MAX_PAGE_SIZE = 1000;
/** Most records one bulk action call (`{ids: [...]}`) names: a larger list is refused with 400. */
export const MAX_BULK_IDS = 200;
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';

/** How a text filter matches; the default is `contains`. */
export const MATCH_TYPES = ['contains', 'equals', 'startsWith', 'endsWith', 'notContains'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
export const DEFAULT_MATCH_TYPE: MatchType = 'contains';

/** Query parameter carrying the match type of a text filter: `nameMatchType`. */
export function matchTypeParam(field: string): string {
  return `${field}MatchType`;
}

export function isMatchType(value: unknown): value is MatchType {
  return typeof value === 'string' && (MATCH_TYPES as readonly string[]).includes(value);
}

/** Separator of multi-value filters (`_id=a,b,c`, `status=1,2`). */
export const LIST_SEPARATOR = ',';

/** Body of every error answer of the API. */
export interface ApiErrorBody {
  /** Machine code, also a message key (`VALIDATION_ERROR`, `DISCIPLINE.NAME_ALREADY_EXISTS_ERROR`). */
  error: string;
  /** Message key or text for the user. */
  message: string;
  /** Field errors: shown on the fields of the form instead of a dialog. */
  errors?: FieldErrorBody[];
  traceId?: string;
  /** With RESOURCE-IS-FROM-ANOTHER-PROJECT: the project the resource belongs to. */
  expectedProjectId?: string | null;
  /** With RESOURCE-IS-FROM-ANOTHER-PROJECT for a record the project holds but the chosen scope does not: its contract (null: none). */
  expectedContractId?: string | null;
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

/**
 * How the application's API speaks, as the definitions and the forms read it: the style a
 * resource takes when its definition names none, the paginated style's names, and the
 * message codes the engine shows and the API answers. The neutral default is react-admin's
 * simple REST (`ra-data-simple-rest`: records keyed `id`, lists at the resource's path) and
 * react-admin's own message keys.
 */
import { declaredSection } from '../application/applicationDeclaration';
import type { ApiErrorBody } from '../data/apiConventions';
import type { ApiStyle } from './types';

/** The query parameters of a paginated list call, by what each does. */
export interface PaginatedParams {
  /** The page size (`limit`). */
  limit: string;
  /** Records skipped before the page (`skip`). */
  skip: string;
  /** Another name of `skip`, for a call that loads everything at once (`offset`). */
  offset: string;
  /** The field to sort by (`sort`). */
  sort: string;
  /** `ASC` or `DESC` (`order`). */
  order: string;
  /** What a text filter's parameter adds to name its match type (`MatchType`: `nameMatchType`). */
  matchTypeSuffix: string;
  /** Between the values of a multi-value filter (`,`: `status=1,2`). */
  separator: string;
  /** The full-text search of a list (`q`): any of the text filters its records are found by contains the text. */
  search: string;
  /** Most records one page answers; a larger page size is refused with 400 (1000). */
  maxPageSize: number;
}

/** The paginated style's names (`GET <path><listSuffix>?limit&skip&<countParam>=true`). */
export interface PaginatedStyleDeclaration {
  /** Its query parameters (neutral: `limit`, `skip`, `offset`, `sort`, `order`, `<field>MatchType`, `,`, 1000). */
  params?: Partial<PaginatedParams>;
  /** The id key of a paginated resource whose definition names none (neutral: `id`). */
  idField?: string;
  /** What the list path adds to the resource's path (neutral: nothing, the list is at the path). */
  listSuffix?: string;
  /** The query parameter that asks a page for its total (neutral: `count`). */
  countParam?: string;
  /** The key an answer's body sits under (`{data: ...}`; neutral: `data`; `''`: the body is the answer). */
  envelope?: string;
  /** The keys of a page's records and total (`{items, count}`; neutral: those). */
  page?: { items?: string; count?: string };
}

/** What the error dialog makes of an error code of the API: its title and the key of a longer text, each when it has one. */
export interface CodeDescription {
  title?: string;
  descriptionKey?: string;
}

/** Message codes the engine shows and the API answers with. */
export interface ApiCodesDeclaration {
  /** The message key of a required field left empty (neutral: react-admin's `ra.validation.required`). */
  required?: string;
  /** A status action's refusal of a target it does not allow, code and message key (neutral: `ra.notification.http_error`). */
  invalidStatus?: string;
}

/** What an application declares about its API; each key left out takes the neutral default. */
export interface ApiDeclaration {
  /** The style of a resource whose definition names none (neutral: `simple-rest`). */
  defaultStyle?: ApiStyle;
  paginated?: PaginatedStyleDeclaration;
  codes?: ApiCodesDeclaration;
  /**
   * Reads an error answer's body into the engine's error body, or undefined when it says
   * nothing (neutral: `{error, message, errors, traceId, retryAfter ...}` read as they come).
   */
  readError?: (body: unknown) => ApiErrorBody | undefined;
  /**
   * What an error code of the API says in the error dialog, when it says more than the HTTP
   * status (neutral: nothing; the dialog's title is the catalogue's or the server's message).
   */
  describeCode?: (code: string) => CodeDescription | undefined;
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    api: ApiDeclaration;
  }
}

/** The running application's API, every key filled. */
export interface DeclaredApi {
  defaultStyle: ApiStyle;
  paginated: Required<Omit<PaginatedStyleDeclaration, 'params' | 'page'>> & { params: PaginatedParams; page: { items: string; count: string } };
  codes: Required<ApiCodesDeclaration>;
  readError?: ApiDeclaration['readError'];
  describeCode?: ApiDeclaration['describeCode'];
}

export const NEUTRAL_API: DeclaredApi = {
  defaultStyle: 'simple-rest',
  paginated: {
    idField: 'id',
    listSuffix: '',
    countParam: 'count',
    envelope: 'data',
    page: { items: 'items', count: 'count' },
    params: {
      limit: 'limit',
      skip: 'skip',
      offset: 'offset',
      sort: 'sort',
      order: 'order',
      matchTypeSuffix: 'MatchType',
      separator: ',',
      search: 'q',
      maxPageSize: 1000,
    },
  },
  codes: { required: 'ra.validation.required', invalidStatus: 'ra.notification.http_error' },
};

/** The last section read and its filled form. */
let resolved: { from: ApiDeclaration | undefined; api: DeclaredApi } | undefined;

/** The declared `api` section over the neutral default, kept until another section is declared (every list call reads it). */
export function declaredApi(): DeclaredApi {
  const from = declaredSection('api');
  if (resolved && resolved.from === from) return resolved.api;
  const api: DeclaredApi = {
    defaultStyle: from?.defaultStyle ?? NEUTRAL_API.defaultStyle,
    paginated: {
      ...NEUTRAL_API.paginated,
      ...from?.paginated,
      params: { ...NEUTRAL_API.paginated.params, ...from?.paginated?.params },
      page: { ...NEUTRAL_API.paginated.page, ...from?.paginated?.page },
    },
    codes: { ...NEUTRAL_API.codes, ...from?.codes },
    ...(from?.readError ? { readError: from.readError } : {}),
    ...(from?.describeCode ? { describeCode: from.describeCode } : {}),
  };
  resolved = { from, api };
  return api;
}

/** The id key of a resource of `style` whose definition names none: `id` in simple REST, the declared one when paginated. */
export function defaultIdField(style: ApiStyle): string {
  return style === 'simple-rest' ? 'id' : declaredApi().paginated.idField;
}

/** The message key of a required field left empty. */
export function requiredMessageKey(): string {
  return declaredApi().codes.required;
}

/**
 * How the application's API speaks, as the definitions and the forms read it: the style a
 * resource takes when its definition names none, the paginated style's names, and the
 * message codes the engine shows and the API answers. The neutral default is react-admin's
 * simple REST (`ra-data-simple-rest`: records keyed `id`, lists at the resource's path) and
 * react-admin's own message keys.
 */
import { declaredSection } from '../application/applicationDeclaration';
import type { ApiStyle } from './types';

/** The paginated style's names (`GET <path><listSuffix>?limit&skip&<countParam>=true`). */
export interface PaginatedStyleDeclaration {
  /** The id key of a paginated resource whose definition names none (neutral: `id`). */
  idField?: string;
  /** What the list path adds to the resource's path (neutral: nothing, the list is at the path). */
  listSuffix?: string;
  /** The query parameter that asks a page for its total (neutral: `count`). */
  countParam?: string;
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
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    api: ApiDeclaration;
  }
}

/** The running application's API, every key filled. */
export interface DeclaredApi {
  defaultStyle: ApiStyle;
  paginated: Required<PaginatedStyleDeclaration>;
  codes: Required<ApiCodesDeclaration>;
}

export const NEUTRAL_API: DeclaredApi = {
  defaultStyle: 'simple-rest',
  paginated: { idField: 'id', listSuffix: '', countParam: 'count' },
  codes: { required: 'ra.validation.required', invalidStatus: 'ra.notification.http_error' },
};

/** The declared `api` section over the neutral default. */
export function declaredApi(): DeclaredApi {
  const from = declaredSection('api');
  return {
    defaultStyle: from?.defaultStyle ?? NEUTRAL_API.defaultStyle,
    paginated: { ...NEUTRAL_API.paginated, ...from?.paginated },
    codes: { ...NEUTRAL_API.codes, ...from?.codes },
  };
}

/** The id key of a resource of `style` whose definition names none: `id` in simple REST, the declared one when paginated. */
export function defaultIdField(style: ApiStyle): string {
  return style === 'simple-rest' ? 'id' : declaredApi().paginated.idField;
}

/** The message key of a required field left empty. */
export function requiredMessageKey(): string {
  return declaredApi().codes.required;
}

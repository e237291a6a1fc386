import { declaredSection } from '../application/applicationDeclaration';

/** The headers of the application's API that are not about its scope. */
export interface HttpDeclaration {
  /** The header that carries the interface language (`pt`, `en`). */
  languageHeader: string;
  /** The header that marks a call as quiet (no loader while it runs); it is taken off before the request leaves. */
  quietHeader: string;
}

declare module '../application/applicationDeclaration' {
  interface ApplicationSections {
    http: Partial<HttpDeclaration>;
  }
}

/** The neutral headers: the standard language header, and a quiet mark that never reaches the API. */
export const NEUTRAL_HTTP: HttpDeclaration = { languageHeader: 'Accept-Language', quietHeader: 'X-Quiet-Request' };

/** The running application's headers, over the neutral ones. */
export function httpDeclaration(): HttpDeclaration {
  return { ...NEUTRAL_HTTP, ...declaredSection('http') };
}

/** The value of the quiet header that means "no loader". */
export const QUIET_VALUE = 'none';

/**
 * The headers that keep a call quiet (dashboards, background checks): the loader stays hidden.
 *
 * @example
 * http({ path: 'import/history', headers: quietHeaders() })
 */
export function quietHeaders(): Record<string, string> {
  return { [httpDeclaration().quietHeader]: QUIET_VALUE };
}

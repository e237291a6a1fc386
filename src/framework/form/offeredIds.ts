import { OFFERED_OPTION } from './applyGrantedFields';

/** The ids a reference widget may offer (`ui:options.offered`, applyGrantedFields); undefined: any. */
export function offeredIds(options: Readonly<Record<string, unknown>>): string[] | undefined {
  const offered = options[OFFERED_OPTION];
  return Array.isArray(offered) ? offered.map(String) : undefined;
}

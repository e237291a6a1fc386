/** What the spec's request headers (§7) are made of, read fresh for every request. */
export interface RequestContext {
  /** Bearer token of the signed-in user, when there is one. */
  token?: string | null;
  /** Current interface language (`pt`, `en`, `es`). */
  lang: string;
  /** Project of the session (`project_id` in storage). */
  projectId?: string | null;
  /** Scope chosen in the shell: program, project and contract ids. */
  scope?: { programId?: string | null; projectId?: string | null; contractId?: string | null };
}

/** The headers every API request carries (spec §7 "Headers on every request"). */
export function buildRequestHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = { Lang: context.lang, 'Selected-Global-Id': 'global' };
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  if (context.projectId) headers.ProjectId = context.projectId;
  if (context.scope?.programId) headers['Selected-Program-Id'] = context.scope.programId;
  if (context.scope?.projectId) headers['Selected-Project-Id'] = context.scope.projectId;
  if (context.scope?.contractId) headers['Selected-Contract-Id'] = context.scope.contractId;
  return headers;
}

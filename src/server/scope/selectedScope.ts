import type { IncomingMessage } from 'node:http';

/** The scope chosen in the app's tree (spec §7 `Selected-Program-Id`, `Selected-Project-Id`, `Selected-Contract-Id`), each when sent. */
export interface SelectedScope {
  programId?: string;
  projectId?: string;
  contractId?: string;
}

/** The headers of spec §7, lower-cased as Node gives them, by the level they name. */
export const SELECTED_SCOPE_HEADERS = {
  programId: 'selected-program-id',
  projectId: 'selected-project-id',
  contractId: 'selected-contract-id',
} as const satisfies Record<keyof SelectedScope, string>;

function headerText(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/** The scope a request names in its headers; blank headers name none. */
export function readSelectedScope(req: IncomingMessage): SelectedScope {
  const scope: SelectedScope = {};
  for (const [level, header] of Object.entries(SELECTED_SCOPE_HEADERS) as [keyof SelectedScope, string][]) {
    const id = headerText(req, header);
    if (id !== undefined) scope[level] = id;
  }
  return scope;
}

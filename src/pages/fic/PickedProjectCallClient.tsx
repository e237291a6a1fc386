import { useMemo, type ReactNode } from 'react';
import { CallClientProvider, useCallClient } from '../../framework/contracts/CallClientContext';
import type { HttpClient } from '../../framework/data/httpClient';
import { PROJECT_LEVEL } from '../../productSession';

/**
 * The call hooks below it work in `projectId` (the project picked on a FIC screen in
 * Global): every request carries it as its project, and its answers are cached apart from
 * the session scope's and from another picked project's.
 */
export function PickedProjectCallClient({ projectId, children }: { projectId: string; children: ReactNode }) {
  const outer = useCallClient();
  const client = useMemo(() => {
    const http: HttpClient = (request) =>
      outer.http({ ...request, context: { ...request.context, scopes: { ...request.context?.scopes, [PROJECT_LEVEL]: projectId } } });
    return { http, contextKey: [outer.contextKey, projectId] };
  }, [outer, projectId]);
  return <CallClientProvider client={client}>{children}</CallClientProvider>;
}

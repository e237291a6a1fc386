import { useMemo, type ReactNode } from 'react';
import { CallClientProvider } from '../framework/contracts/CallClientContext';
import { useAppSession } from './AppSessionContext';
import { useScope } from './scope/ScopeContext';

/** The call hooks' client: the session's HTTP client, their answers cached per scope selection (its headers go with every request). */
export function SessionCallClient({ children }: { children: ReactNode }) {
  const { http } = useAppSession();
  const scope = useScope();
  const client = useMemo(() => ({ http, contextKey: scope }), [http, scope]);
  return <CallClientProvider client={client}>{children}</CallClientProvider>;
}

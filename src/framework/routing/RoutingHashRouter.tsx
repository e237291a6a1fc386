import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory, type Location, type NavigationType } from 'react-router-dom';
import { createRoutingHistory, type RoutingOptions } from './routingHistory';

/**
 * react-router's HashRouter, with public paths for resources (see createPathAliases) and
 * query parameters that stay on every navigation (see StickyQuery). The first address is
 * put in that form at once, with a replace, so even a hand-typed URL shows it.
 */
export function RoutingHashRouter({ children, aliases, stickyQuery }: RoutingOptions & { children: ReactNode }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const routing = useMemo(() => createRoutingHistory(history, { aliases, ...(stickyQuery ? { stickyQuery } : {}) }), [history, aliases, stickyQuery]);
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => {
    const fixed = routing.normalized(history.location);
    if (fixed !== undefined) history.replace(fixed, history.location.state);
    return { action: history.action, location: history.location };
  });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // A typed or pasted address lacking the sticky query gets it back.
        const fixed = routing.normalized(location);
        if (fixed !== undefined && action === 'POP') history.replace(fixed, location.state);
        else startTransition(() => setState({ action, location }));
      }),
    [history, routing],
  );
  const location = useMemo(() => routing.internalLocation(state.location), [routing, state.location]);
  return (
    <Router location={location} navigationType={state.action} navigator={routing.navigator}>
      {children}
    </Router>
  );
}

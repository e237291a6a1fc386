import { startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory, type Location, type NavigationType } from 'react-router-dom';
import { createRoutingHistory, type RoutingOptions } from './routingHistory';

/** The longest a new address waits for what its screen needs before it is shown anyway, with that screen's own loading state. */
export const PREPARE_WAIT_MS = 1_000;

/** What the screen at a new address needs, asked for as the address changes; settles when it is here. */
export type PrepareLocation = (location: Location) => Promise<unknown> | undefined;

/** Whether the screen at an address has all its code here, so drawing it suspends nothing. */
export type CodeAtHand = (location: Location) => boolean;

/**
 * react-router's HashRouter, with public paths for resources (see createPathAliases) and
 * query parameters that stay on every navigation (see StickyQuery). The first address is
 * put in that form at once, with a replace, so even a hand-typed URL shows it.
 *
 * With `prepare`, what the screen at a new address needs is asked for as the address
 * changes. A new address of the screen on view (a list's page, sort or filter) is shown once
 * that has arrived (at most PREPARE_WAIT_MS later), as a data router does: the screen
 * renders once, with its data, instead of first with the last page's rows and again when
 * its own arrive. Another screen whose code is at hand (`codeAtHand`) is drawn at once in
 * one go too, rather than in a transition's slices.
 */
export function RoutingHashRouter({
  children,
  aliases,
  stickyQuery,
  prepare,
  codeAtHand,
}: RoutingOptions & { children: ReactNode; prepare?: PrepareLocation; codeAtHand?: CodeAtHand }) {
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  // Counts the navigations, so that only the latest one is shown.
  const latest = useRef(0);
  // The address on screen: only a new address of the same screen waits for its preparation.
  const shownPath = useRef(history.location.pathname);
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
        if (fixed !== undefined && action === 'POP') return history.replace(fixed, location.state);
        const navigation = ++latest.current;
        // An earlier address settling after a later one must not replace it.
        const show = (inOneGo: boolean) => {
          if (navigation !== latest.current) return;
          shownPath.current = location.pathname;
          // A screen with its code (and, for the same screen, its data) is drawn in one go, not
          // in slices that let the browser paint between them. Otherwise a transition keeps
          // the last screen up while the next one's code loads.
          if (inOneGo) setState({ action, location });
          else startTransition(() => setState({ action, location }));
        };
        const ready = prepare?.(location);
        // Another screen is shown at once, its preparation going on beside it: the screen left
        // behind must not go on reacting (to a refetch, an access check) as if still shown.
        if (location.pathname !== shownPath.current) return show(codeAtHand?.(location) ?? false);
        if (!ready) return show(false);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PREPARE_WAIT_MS)));
        void Promise.race([
          ready.then(
            () => true,
            () => false,
          ),
          waited,
        ]).then((prepared) => {
          clearTimeout(timer);
          show(prepared);
        });
      }),
    [history, routing, prepare, codeAtHand],
  );
  const location = useMemo(() => routing.internalLocation(state.location), [routing, state.location]);
  return (
    <Router location={location} navigationType={state.action} navigator={routing.navigator}>
      {children}
    </Router>
  );
}

import { useContext, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext } from 'react-router-dom';

/**
 * The address as seen by a part of the screen that depends on its path only (a menu and its
 * active entry): a new page, sort or filter of the screen on view leaves that part as it is.
 * react-router redraws every link on every address change otherwise, a menu of some thirty
 * entries included.
 */
export function PathOnlyLocation({ children }: { children: ReactNode }) {
  const current = useContext(LocationContext);
  const [kept, setKept] = useState(current);
  // A new path (or the first render) passes on; a new query or hash on the same path does not.
  const shown = kept.location.pathname === current.location.pathname ? kept : current;
  if (shown !== kept) setKept(shown);
  return <LocationContext.Provider value={shown}>{children}</LocationContext.Provider>;
}

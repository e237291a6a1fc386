import { createContext, useContext, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/** The page's first screen: whether it has painted yet. */
interface FirstScreen {
  painted(): boolean;
  markPainted(): void;
}

function createFirstScreen(): FirstScreen {
  let painted = false;
  return {
    painted: () => painted,
    markPainted: () => {
      painted = true;
    },
  };
}

/** Absent outside a FirstPaintBoundary: everything draws at once. */
const FirstScreenContext = createContext<FirstScreen | null>(null);

/** The page's first screen: what it holds in AfterFirstPaint draws once the rest has painted. */
export function FirstPaintBoundary({ children }: { children: ReactNode }) {
  const [firstScreen] = useState(createFirstScreen);
  return <FirstScreenContext.Provider value={firstScreen}>{children}</FirstScreenContext.Provider>;
}

/**
 * Surroundings of a screen's content (the menu, the header's controls, a list's buttons):
 * on the page's first screen they draw in a render of their own, right after the content has
 * painted, so a cold load shows the rows or the form without waiting for them. Mounted later
 * (another screen opened), or outside a FirstPaintBoundary, they draw at once. `placeholder`
 * stands in meanwhile (nothing by default): give it their size where they would move the content.
 */
export function AfterFirstPaint({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const firstScreen = useContext(FirstScreenContext);
  const [wait] = useState(() => firstScreen !== null && !firstScreen.painted());
  // The deferred value is drawn in a later render, one that lets the browser paint the first.
  const shown = useDeferredValue(true, !wait);
  useEffect(() => {
    if (shown) firstScreen?.markPainted();
  }, [shown, firstScreen]);
  return shown ? children : placeholder;
}

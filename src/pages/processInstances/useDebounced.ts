import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms: a search asks the API once the typing pauses. */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

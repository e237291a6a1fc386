import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delay` milliseconds.
 *
 * @example const search = useDebouncedValue(inputText, 300);
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

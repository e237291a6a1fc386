import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

interface Kept {
  value: unknown;
  /** Components holding the key now. */
  holders: number;
}

/** Held values by key, outside React: react-admin draws the whole app anew on a language change. */
const kept = new Map<string, Kept>();

/**
 * `useState`, kept when react-admin draws the app anew after a language change (its i18n
 * context remounts everything under the router), so a page keeps what the user has on
 * screen: an uploaded file's preview, corrections typed into it. The value is forgotten
 * once no component holds the key (the page was left). `key` names the state in the app.
 *
 * @example
 * const [draft, setDraft] = useStateKeptAcrossLanguageChange('activity-import:draft', () => ({ step: 'idle' }));
 */
export function useStateKeptAcrossLanguageChange<T>(key: string, initial: () => T): [T, Dispatch<SetStateAction<T>>] {
  // The new tree renders before the old one's effects are cleaned up, so the value is still here.
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key)!.value as T) : initial()));
  useEffect(() => {
    const entry = kept.get(key) ?? { value: undefined, holders: 0 };
    kept.set(key, entry);
    entry.holders += 1;
    return () => {
      entry.holders -= 1;
      // A remount holds the key again in the same commit; a page left does not.
      setTimeout(() => {
        if (entry.holders === 0 && kept.get(key) === entry) kept.delete(key);
      });
    };
  }, [key]);
  useEffect(() => {
    const entry = kept.get(key);
    if (entry) entry.value = value;
  }, [key, value]);
  return [value, setValue];
}

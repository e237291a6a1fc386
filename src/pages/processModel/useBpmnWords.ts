import { useLocale } from 'ra-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadBpmnWords, type BpmnWords } from './bpmnTranslation';

export interface BpmnWordsState {
  /** The words of the app's language, once fetched (after a language change, the new ones once fetched). */
  words: BpmnWords | undefined;
  /** The latest words, for a drawing's `translate` built once and read at each call. */
  current(): BpmnWords;
}

/**
 * bpmn-js's words in the app's language (its menus, its tools' names and its import messages). A language
 * whose words fail to arrive leaves bpmn-js's English, never a drawing that does not open.
 */
export function useBpmnWords(): BpmnWordsState {
  const locale = useLocale();
  const [words, setWords] = useState<BpmnWords>();
  const latest = useRef<BpmnWords>({});
  useEffect(() => {
    let cancelled = false;
    const take = (next: BpmnWords) => {
      if (cancelled) return;
      latest.current = next;
      setWords(next);
    };
    loadBpmnWords(locale).then(take, () => take({}));
    return () => {
      cancelled = true;
    };
  }, [locale]);
  const current = useCallback(() => latest.current, []);
  return { words, current };
}

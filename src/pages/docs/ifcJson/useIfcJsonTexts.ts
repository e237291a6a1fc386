import { useEffect, useState } from 'react';
import type { Locale } from '../../../framework/i18n/resolveLocale';
import { loadIfcJsonTexts, type IfcJsonTexts } from './ifcJsonTexts';

export type TextsResult = { state: 'loading' } | { state: 'ready'; locale: Locale; texts: IfcJsonTexts } | { state: 'failed'; reason: string };

/** The explanations of the specifications in `locale`, loaded on first use; the previous language stays shown while the next loads. */
export function useIfcJsonTexts(locale: Locale): TextsResult {
  const [result, setResult] = useState<TextsResult>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadIfcJsonTexts(locale).then(
      (texts) => live && setResult({ state: 'ready', locale, texts }),
      (error: unknown) => live && setResult({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return result;
}

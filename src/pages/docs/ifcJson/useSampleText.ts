import { useEffect, useState } from 'react';

export type SampleResult = { state: 'loading' } | { state: 'ready'; text: string } | { state: 'failed'; reason: string };

/** A sample asset as pretty-printed JSON (two spaces), fetched when the component asking for it mounts. */
export function useSampleText(url: string): SampleResult {
  // Kept with the address it answers, so a new address reads as loading without a reset inside the effect.
  const [result, setResult] = useState<{ url: string; result: SampleResult } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const value: unknown = await response.json();
        if (live) setResult({ url, result: { state: 'ready', text: JSON.stringify(value, null, 2) } });
      })
      .catch((error: unknown) => {
        if (live) setResult({ url, result: { state: 'failed', reason: error instanceof Error ? error.message : String(error) } });
      });
    return () => {
      live = false;
    };
  }, [url]);
  return result?.url === url ? result.result : { state: 'loading' };
}

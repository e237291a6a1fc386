import { useFieldValue } from 'ra-core';

/** An array in a list cell: how many items it holds. */
export function ArrayCountField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  return <span>{Array.isArray(value) ? value.length : ''}</span>;
}

import type { GeneratedCode, ResourceModel } from '../../framework/registry/types';
import type { StoredRecord } from '../store/readCollectionFile';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The next code of `field`: the prefix and one more than the highest number any stored
 * record holds (deleted ones included, so a code is never given twice), zero-padded.
 * The demo API handles one request at a time and a create reads and inserts in one
 * synchronous step, so two concurrent creates never get the same code.
 */
export function nextCode(code: GeneratedCode, field: string, records: readonly StoredRecord[]): string {
  const pattern = new RegExp(`^${escapeRegExp(code.prefix)}(\\d+)$`);
  const highest = records.reduce((max, record) => Math.max(max, Number(pattern.exec(String(record[field]))?.[1] ?? 0)), 0);
  return `${code.prefix}${String(highest + 1).padStart(code.digits, '0')}`;
}

/** Every generated code of a new record of `resource`, given the records already stored. */
export function generatedCodes(resource: ResourceModel, records: readonly StoredRecord[]): Record<string, string> {
  return Object.fromEntries(Object.entries(resource.generatedCodes ?? {}).map(([field, code]) => [field, nextCode(code, field, records)]));
}

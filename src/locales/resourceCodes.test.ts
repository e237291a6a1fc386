import { describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

/** Every message code a resource definition can make the API answer with. */
function resourceCodes(): string[] {
  const result = loadRegistryFromDir(process.cwd());
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const codes = new Set<string>();
  for (const resource of result.model.resources) {
    for (const rule of resource.unique) codes.add(rule.error);
    for (const guard of resource.deleteGuards) codes.add(guard.error);
    for (const byKeyword of Object.values(resource.errors)) for (const code of Object.values(byKeyword)) codes.add(code);
  }
  return [...codes].sort();
}

describe('message codes of the resource definitions', () => {
  it.each([
    ['pt', pt],
    ['en', en],
    ['es', es],
  ])('are all translated in %s', (_locale, messages) => {
    const missing = resourceCodes().filter((code) => typeof lookup(messages, code) !== 'string');
    expect(missing).toEqual([]);
  });
});

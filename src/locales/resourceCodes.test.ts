import { describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { LINK_ERRORS } from '../server/actions/linkAction';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

function lookup(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);
}

/** Per-id failures the demo API gives link and unlink actions. */
const LINK_FAILURES = Object.values(LINK_ERRORS);

/** Every message code a resource definition can make the API answer with. */
function resourceCodes(): string[] {
  const result = loadRegistryFromDir(process.cwd());
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const codes = new Set<string>();
  for (const resource of result.model.resources) {
    for (const rule of resource.unique) codes.add(rule.error);
    for (const guard of resource.deleteGuards) codes.add(guard.error);
    for (const byKeyword of Object.values(resource.errors)) for (const code of Object.values(byKeyword)) codes.add(code);
    for (const action of resource.actions) {
      if (action.kind === 'status') codes.add(action.invalidError);
      if (action.kind === 'status' || action.kind === 'assign') for (const refusal of action.refuse ?? []) codes.add(refusal.error);
      if (action.kind === 'assign') [action.partial, action.success].forEach((code) => codes.add(code));
      if (action.kind === 'link' || action.kind === 'unlink') LINK_FAILURES.forEach((code) => codes.add(code));
    }
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

import { getAtPointer, joinPointer } from './jsonPointer';
import type { RegistryIssue, SchemaNode } from './types';
import { walkSchema } from './walkSchema';

interface Target {
  file: string;
  fragment: string;
  node: unknown;
}

function resolveRef(documents: ReadonlyMap<string, unknown>, file: string, ref: string): Target | undefined {
  const hash = ref.indexOf('#');
  const targetFile = (hash === -1 ? ref : ref.slice(0, hash)) || file;
  const fragment = hash === -1 ? '' : ref.slice(hash + 1);
  const document = documents.get(targetFile);
  if (document === undefined) return undefined;
  const node = getAtPointer(document, fragment);
  return node !== null && typeof node === 'object' ? { file: targetFile, fragment, node } : undefined;
}

/**
 * `$ref` chains that come back to where they started (`#/$defs/a` → `#/$defs/b` → `#/$defs/a`,
 * or a property whose `$ref` is `#`): the admin inlines and walks schemas to build forms,
 * columns and the API's checks, and a schema that contains itself has no end. Each cycle
 * is reported once, at the `$ref` that closes it.
 */
export function findRefCycles(documents: ReadonlyMap<string, unknown>, dir = ''): RegistryIssue[] {
  const issues: RegistryIssue[] = [];
  const reported = new Set<string>();
  const done = new Set<string>();

  const visit = (file: string, base: string, node: unknown, stack: string[]): void => {
    walkSchema(
      node,
      (sub: SchemaNode, pointer: string) => {
        if (typeof sub.$ref !== 'string') return;
        const target = resolveRef(documents, file, sub.$ref);
        if (!target) return;
        const key = `${target.file}#${target.fragment}`;
        const at = stack.indexOf(key);
        if (at !== -1) {
          const cycle = [...stack.slice(at), key];
          const id = [...new Set(cycle)].sort().join(' ');
          if (!reported.has(id)) {
            reported.add(id);
            issues.push({
              file: dir + file,
              pointer: joinPointer(pointer, '$ref'),
              message: `circular $ref: ${cycle.join(' → ')} comes back to where it started`,
              hint: 'the admin cannot build forms or checks for a schema that contains itself; give the nested level a schema of its own',
            });
          }
          return;
        }
        if (done.has(key)) return;
        visit(target.file, target.fragment, target.node, [...stack, key]);
        done.add(key);
      },
      base,
    );
  };

  for (const [file, document] of documents) {
    const key = `${file}#`;
    if (done.has(key)) continue;
    visit(file, '', document, [key]);
    done.add(key);
  }
  return issues;
}

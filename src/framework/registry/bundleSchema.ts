import { getAtPointer, joinPointer } from './jsonPointer';
import type { RegistryIssue, SchemaNode } from './types';
import { walkSchema } from './walkSchema';

export interface BundledSchema {
  schema: SchemaNode;
  issues: RegistryIssue[];
}

function bundleKey(file: string, fragment: string): string {
  const stem = file.replace(/\.schema\.json$|\.json$/, '');
  return `${stem}${fragment}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * Checks every `$ref` of `rootFile` and returns a self-contained copy: a reference into
 * another schema file is copied under `$defs` and pointed at locally, so ajv, rjsf and
 * the demo API each get one schema with no loader of their own.
 */
export function bundleSchema(rootFile: string, documents: ReadonlyMap<string, unknown>): BundledSchema {
  const issues: RegistryIssue[] = [];
  const bundled: Record<string, SchemaNode> = {};
  const root = structuredClone(documents.get(rootFile)) as SchemaNode;

  const rewrite = (start: SchemaNode, sourceFile: string, basePointer: string): void => {
    walkSchema(
      start,
      (node, pointer) => {
        if (typeof node.$ref !== 'string') return;
        const ref = node.$ref;
        const hash = ref.indexOf('#');
        const filePart = hash === -1 ? ref : ref.slice(0, hash);
        const fragment = hash === -1 ? '' : ref.slice(hash + 1);
        const targetFile = filePart === '' ? sourceFile : filePart;
        const at = { file: sourceFile, pointer: joinPointer(basePointer + pointer, '$ref') };
        const document = documents.get(targetFile);
        if (document === undefined) {
          issues.push({ ...at, message: `$ref "${ref}" names "${targetFile}", which is not a file in schemas/` });
          return;
        }
        const target = getAtPointer(document, fragment);
        if (target === undefined || target === null || typeof target !== 'object') {
          issues.push({ ...at, message: `$ref "${ref}" does not resolve: "${targetFile}" has nothing at "${fragment || '/'}"` });
          return;
        }
        if (targetFile === rootFile) {
          node.$ref = `#${fragment}`;
          return;
        }
        const key = bundleKey(targetFile, fragment);
        node.$ref = `#/$defs/${key}`;
        if (!(key in bundled)) {
          const copy = structuredClone(target) as SchemaNode;
          bundled[key] = copy;
          rewrite(copy, targetFile, fragment);
        }
      },
      '',
    );
  };

  rewrite(root, rootFile, '');
  if (Object.keys(bundled).length > 0) root.$defs = { ...root.$defs, ...bundled };
  return { schema: root, issues };
}

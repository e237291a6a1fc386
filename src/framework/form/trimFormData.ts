import type { RJSFSchema } from '@rjsf/utils';
import { schemaBranches } from '../registry/schemaProperties';
import type { SchemaNode } from '../registry/types';

/**
 * The form data as it is validated and sent: strings trimmed, a blank string, `null` or an
 * empty choice removed, so "required" refuses a value of spaces and an unselected item of a
 * list is not sent as `null`. Given the form's `schema`, a `null` stays where the schema
 * accepts it (`type: ["number", "null"]`, `anyOf` with null ...): it is a value there, and an
 * unchanged record goes back as it came. Returns a copy; `data` is not changed.
 *
 * @example trimFormData({ name: '  Pump ', note: '   ', tags: ['a', null] }) // { name: 'Pump', tags: ['a'] }
 */
export function trimFormData<T>(data: T, schema?: SchemaNode | RJSFSchema): T {
  const root = schema as SchemaNode | undefined;
  return trimValue(data, root, root) as T;
}

function trimValue(value: unknown, node: SchemaNode | undefined, root: SchemaNode | undefined): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = itemsOf(node, root);
    return value.map((item) => trimValue(item, items, root)).filter((item) => item !== undefined);
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const trimmed = trimValue(item, propertyOf(node, key, root), root);
      return trimmed === undefined ? [] : [[key, trimmed] as const];
    });
    return Object.fromEntries(entries);
  }
  if (value === null) return acceptsNull(node, root) ? null : undefined;
  return value;
}

const branchesOf = (node: SchemaNode | undefined, root: SchemaNode | undefined) => (root ? schemaBranches(root, node) : []);

function propertyOf(node: SchemaNode | undefined, key: string, root: SchemaNode | undefined): SchemaNode | undefined {
  return branchesOf(node, root).find((branch) => branch.properties?.[key])?.properties?.[key];
}

function itemsOf(node: SchemaNode | undefined, root: SchemaNode | undefined): SchemaNode | undefined {
  return branchesOf(node, root).find((branch) => branch.items)?.items;
}

function acceptsNull(node: SchemaNode | undefined, root: SchemaNode | undefined): boolean {
  return branchesOf(node, root).some(
    (branch) =>
      branch.type === 'null' ||
      (Array.isArray(branch.type) && branch.type.includes('null')) ||
      branch.const === null ||
      (Array.isArray(branch.enum) && branch.enum.includes(null)),
  );
}

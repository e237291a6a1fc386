import type { RJSFSchema } from '@rjsf/utils';
import { fieldLabelKey, valueLabelKey } from '../i18n/labelKeys';
import { resolveNode } from '../registry/schemaProperties';
import type { SchemaNode } from '../registry/types';
import type { Translate } from './translateErrors';

/**
 * Translates the titles of a form schema, with react-admin's keys:
 * `resources.<resource>.fields.<path>` for a property (nested ones as `translations.description`)
 * and `resources.<resource>.values.<path>.<value>` for each `oneOf [{ const, title }]` choice,
 * each falling back to the schema's own title. Returns a copy; a `$ref` to an object or a
 * choice list is inlined so its titles can be translated too. Descriptions are dropped: they
 * are the data model's notes for developers, not help for users.
 */
export function localizeSchema(schema: RJSFSchema, resourceName: string, translate: Translate): RJSFSchema {
  const root = schema as SchemaNode;
  // `$ref`s inlined on the way down, so a recursive schema stops at its first repeat.
  const localizeNode = (original: SchemaNode, path: string, inlined: ReadonlySet<string> = new Set()): SchemaNode => {
    const ref = original.$ref;
    const node = typeof ref === 'string' && inlined.has(ref) ? original : inlineRef(root, original);
    const below = typeof ref === 'string' && node !== original ? new Set([...inlined, ref]) : inlined;
    // A schema's descriptions document the data model for developers; the form's help
    // line comes from the definition's translations (`ui:help`, `resources.<name>.help`).
    const { description: _description, ...copy }: SchemaNode = { ...node };
    if (path) copy.title = translate(fieldLabelKey(resourceName, path), { _: node.title ?? lastSegment(path) });
    if (Array.isArray(node.oneOf) && node.oneOf.every((choice) => 'const' in choice)) {
      copy.oneOf = node.oneOf.map((choice) => ({
        ...choice,
        title: translate(valueLabelKey(resourceName, path, choice.const), {
          _: choice.title ?? String(choice.const),
        }),
      }));
    }
    if (node.properties) {
      copy.properties = Object.fromEntries(
        Object.entries(node.properties).map(([name, child]) => [name, localizeNode(child, path ? `${path}.${name}` : name, below)]),
      );
    }
    if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
      // The items of `tags` share its keys (`fields.tags.<sub>`, `values.tags.<value>`) but not its title.
      const { title: _title, ...items } = localizeNode(node.items, path, below);
      const itemTitle = inlineRef(root, node.items).title;
      copy.items = itemTitle === undefined ? items : { ...items, title: itemTitle };
    }
    return copy;
  };
  return localizeNode(root, '') as RJSFSchema;
}

/** Follows a local `$ref` only when the target has titles to translate. */
function inlineRef(root: SchemaNode, node: SchemaNode): SchemaNode {
  if (typeof node.$ref !== 'string') return node;
  const resolved = resolveNode(root, node);
  return resolved && (resolved.properties || resolved.oneOf) ? resolved : node;
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

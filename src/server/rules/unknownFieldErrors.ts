import type { FieldErrorBody } from '../../framework/data/apiConventions';
import { schemaBranches } from '../../framework/registry/schemaProperties';
import type { ResourceModel, SchemaNode } from '../../framework/registry/types';

/**
 * A field error for each key of `body`, at any depth, that the resource's schema does not
 * declare where it sits (`isAdmin`, a misspelt field, `readings.0.extra`): refused rather
 * than stored. An object whose schema declares no properties is free-form, and a schema
 * that allows more (`additionalProperties` or `patternProperties` given and not false)
 * keeps them; `additionalProperties: false` is refused by the schema check itself.
 */
export function unknownFieldErrors(resource: ResourceModel, body: unknown): FieldErrorBody[] {
  const errors: FieldErrorBody[] = [];
  walk(shapesOf(resource.schema), resource.schema, body, [], errors);
  return errors;
}

/** What the walk needs of one schema node, its branches resolved once: every write of the resource walks the same nodes. */
interface Shape {
  /** The schema of an array's items, when the node is an array's. */
  items: SchemaNode | undefined;
  /** Whether some branch declares properties (otherwise the object is free-form). */
  declaring: boolean;
  /** Whether a branch allows more properties than it declares. */
  open: boolean;
  /** The schema of property `key` (its declaring branches together), or undefined when none declares it. */
  child(key: string): SchemaNode | undefined;
}

type Shapes = (node: SchemaNode | undefined) => Shape;

/** The shapes of the nodes under `root`, kept as long as the root is. */
const shapesByRoot = new WeakMap<SchemaNode, Shapes>();

function shapesOf(root: SchemaNode): Shapes {
  let shapes = shapesByRoot.get(root);
  if (shapes) return shapes;
  const byNode = new WeakMap<SchemaNode, Shape>();
  shapes = (node) => {
    let shape = node && byNode.get(node);
    if (shape) return shape;
    shape = shapeOf(root, node);
    if (node) byNode.set(node, shape);
    return shape;
  };
  shapesByRoot.set(root, shapes);
  return shapes;
}

function shapeOf(root: SchemaNode, node: SchemaNode | undefined): Shape {
  const branches = schemaBranches(root, node);
  const items = branches.flatMap((branch) => (branch.items ? [branch.items] : []));
  const declaring = branches.filter((branch) => branch.properties);
  const children = new Map<string, SchemaNode | undefined>();
  return {
    items: items.length > 0 ? { anyOf: items } : undefined,
    declaring: declaring.length > 0,
    open: branches.some((branch) => (branch.additionalProperties !== undefined && branch.additionalProperties !== false) || branch.patternProperties),
    child(key) {
      if (children.has(key)) return children.get(key);
      const schemas = declaring.flatMap((branch) => (branch.properties && Object.hasOwn(branch.properties, key) ? [branch.properties[key]!] : []));
      const child = schemas.length > 0 ? { anyOf: schemas } : undefined;
      // Only declared keys are kept: a body's unknown keys must not grow the map.
      if (child) children.set(key, child);
      return child;
    },
  };
}

function walk(shapes: Shapes, node: SchemaNode | undefined, value: unknown, path: string[], errors: FieldErrorBody[]): void {
  if (value === null || typeof value !== 'object') return;
  const shape = shapes(node);
  if (Array.isArray(value)) {
    const { items } = shape;
    if (items) value.forEach((item, index) => walk(shapes, items, item, [...path, String(index)], errors));
    return;
  }
  if (!shape.declaring) return;
  for (const [key, child] of Object.entries(value)) {
    const schema = shape.child(key);
    if (schema) walk(shapes, schema, child, [...path, key], errors);
    else if (!shape.open)
      errors.push({
        field: [...path, key].join('.'),
        keyword: 'additionalProperties',
        message: 'validation.additionalProperties',
        params: { additionalProperty: key },
      });
  }
}

import type { ResourceModel } from '../../framework/registry/types';
import { actionOwnedFields } from '../rules/ownedFields';
import { serverManagedFields } from '../rules/serverManagedFields';
import type { JsonSchema } from './openApiTypes';

/** Component names of a resource's schemas: the record answered, the body written, a list item (references maybe populated). */
export const schemaNames = (resource: string) => ({ record: resource, write: `${resource}.write`, listed: `${resource}.listed` });

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'] as const;

/** A deep copy of the entity schema placed at `#/components/schemas/<name>`: its `#/...` references re-pointed there, `$id` and `$schema` dropped. */
function placed(resource: ResourceModel, name: string): Node {
  const base = `#/components/schemas/${name}`;
  const rewrite = (node: unknown, top: boolean): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, false));
    if (!isNode(node)) return node;
    const entries = Object.entries(node).filter(([key]) => !(top && (key === '$id' || key === '$schema')));
    return Object.fromEntries(
      entries.map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${base}${value.slice(1)}` : rewrite(value, false),
      ]),
    );
  };
  return rewrite(resource.schema, true) as Node;
}

/** The node a local `$ref` of the document points at, within `component` (a schema placed at `base`). */
function follow(component: Node, base: string, node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(`${base}/`)) return node;
  let target: unknown = component;
  for (const key of ref.slice(base.length + 1).split('/')) target = isNode(target) ? target[key] : undefined;
  return isNode(target) ? follow(component, base, target) : node;
}

/**
 * The schema as a client must read it: fields only the resource's actions write are
 * `readOnly` (a plain update keeps them; another value is a 400), and fields the form makes
 * read-only for some records say for which.
 */
function withServerOwnedFields(resource: ResourceModel, schema: Node): Node {
  const properties = { ...((schema.properties ?? {}) as Record<string, Node>) };
  const mark = (field: string, extra: Node) => {
    if (properties[field]) properties[field] = { ...properties[field], ...extra };
  };
  for (const field of actionOwnedFields(resource))
    mark(field, {
      readOnly: true,
      description:
        "Written only by the resource's actions: an update keeps it, another value is refused (400 FIELD_IS_READ_ONLY, or the status action's code).",
    });
  for (const rule of resource.form.readOnlyWhen ?? []) {
    for (const field of rule.fields)
      mark(field, {
        'x-readOnlyWhen': { field: rule.field, in: rule.in },
        description: `Read-only (400 FIELD_IS_READ_ONLY when changed) for records whose ${rule.field} is one of ${JSON.stringify(rule.in)}.`,
      });
  }
  return { ...schema, properties };
}

/** Every node of a placed schema with where it sits: `branch` when under allOf/anyOf/oneOf. */
function eachNode(node: unknown, visit: (node: Node, branch: boolean) => void, branch = false): void {
  if (!isNode(node)) return;
  visit(node, branch);
  for (const child of Object.values((node.properties ?? {}) as Record<string, unknown>)) eachNode(child, visit);
  for (const child of Object.values((node.$defs ?? {}) as Record<string, unknown>)) eachNode(child, visit);
  if (node.items !== undefined) eachNode(node.items, visit);
  for (const keyword of COMPOSITIONS) for (const child of (node[keyword] ?? []) as unknown[]) eachNode(child, visit, true);
}

/**
 * Closes every object the server closes: a body key the schema does not declare where it
 * sits is refused (src/server/rules/unknownFieldErrors) unless the object allows more or
 * declares nothing. Branches of a composition stay open: the server accepts a key any
 * branch declares.
 */
function closeObjects(schema: Node): void {
  eachNode(schema, (node, branch) => {
    const composed = COMPOSITIONS.some((keyword) => Array.isArray(node[keyword]));
    if (branch || composed || !isNode(node.properties) || '$ref' in node) return;
    if (node.additionalProperties === undefined && node.patternProperties === undefined) node.additionalProperties = false;
  });
}

/** The node at a reference path (`groups[]`, `tasks[].taskId`) of a placed schema, or undefined. */
function nodeAtPath(component: Node, base: string, path: string): Node | undefined {
  let node: Node | undefined = component;
  for (const segment of path.split('.')) {
    const many = segment.endsWith('[]');
    const holder: Node | undefined = node && follow(component, base, node);
    const property: unknown = isNode(holder?.properties) ? holder.properties[segment.replace(/\[\]$/, '')] : undefined;
    if (!isNode(property)) return undefined;
    if (!many) node = property;
    else {
      const items: unknown = follow(component, base, property).items;
      node = isNode(items) ? items : undefined;
    }
  }
  return node;
}

/** The record as answered: the entity schema, server-owned fields marked. */
export function recordSchema(resource: ResourceModel): JsonSchema {
  return withServerOwnedFields(resource, placed(resource, schemaNames(resource.name).record));
}

/**
 * A record in a list: a reference may hold the referenced record instead of its id when
 * the list is asked to `populate[]` it (a record the caller may not read keeps its id).
 */
export function listedSchema(resource: ResourceModel): JsonSchema {
  const name = schemaNames(resource.name).listed;
  const schema = withServerOwnedFields(resource, placed(resource, name));
  for (const [path, reference] of Object.entries(resource.references)) {
    const node = nodeAtPath(schema, `#/components/schemas/${name}`, path);
    if (!node) continue;
    const id = { ...node };
    for (const key of Object.keys(node)) delete node[key];
    node.anyOf = [
      id,
      {
        $ref: `#/components/schemas/${schemaNames(reference.resource).record}`,
        description: `The ${reference.resource} record, when the list populates ${path}.`,
      },
    ];
  }
  return schema;
}

/**
 * The body a create or an update sends, as the server reads it: every object closed where
 * the server refuses unknown keys; the server's own fields `readOnly` (a create ignores
 * them, an update keeps them and refuses another value); react-admin's `id` allowed; each
 * reference marked `x-reference` with the resource its id must name. It has no top-level
 * `required`: each operation states its own (a create and an update differ).
 */
export function writeSchema(resource: ResourceModel): JsonSchema {
  const name = schemaNames(resource.name).write;
  const base = `#/components/schemas/${name}`;
  const schema = withServerOwnedFields(resource, placed(resource, name));
  delete schema.required;
  const properties = schema.properties as Record<string, Node>;
  for (const field of serverManagedFields(resource)) {
    if (properties[field]) properties[field] = { ...properties[field], readOnly: true };
  }
  if (!properties.id)
    properties.id = {
      description: "react-admin's copy of the id: ignored on a create; an update refuses another value than the record's (400 FIELD_IS_READ_ONLY).",
      readOnly: true,
    };
  closeObjects(schema);
  for (const [path, reference] of Object.entries(resource.references)) {
    const node = nodeAtPath(schema, base, path);
    if (node) node['x-reference'] = reference.resource;
  }
  return schema;
}

/** The fields a create must send: the schema's required ones but those the server fills or defaults. */
export function createRequired(resource: ResourceModel, serverFilled: ReadonlySet<string>, defaulted: readonly string[]): string[] {
  const required = Array.isArray(resource.schema.required) ? (resource.schema.required as string[]) : [];
  return required.filter((field) => !serverFilled.has(field) && !defaulted.includes(field));
}

/** The fields an update must send: the schema's required ones but those the server keeps from the stored record. */
export function updateRequired(resource: ResourceModel, kept: ReadonlySet<string>): string[] {
  const required = Array.isArray(resource.schema.required) ? (resource.schema.required as string[]) : [];
  return required.filter((field) => !kept.has(field));
}

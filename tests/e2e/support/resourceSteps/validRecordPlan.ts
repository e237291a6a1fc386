import { enumChoices, resolveNode, valueKind } from '../../../../src/framework/registry/schemaProperties';
import type { ResourceModel, SchemaNode } from '../../../../src/framework/registry/types';

/**
 * One thing a user does in the create form to enter a valid record. `id` is rjsf's id of
 * the field (`root_roles_0_name`): the widget's input, or the list's add button.
 */
export type FormEntry =
  /** Types `value` (text, email, address, number, date) in the input; `edited` is another valid value for the edit. */
  | { kind: 'type'; id: string; field: string; value: string; edited: string; inputType: 'text' | 'date' | 'datetime-local' | 'number' }
  /** Opens the select and picks the first real value it offers. */
  | { kind: 'choose'; id: string }
  /** Ticks (or unticks) the checkbox. */
  | { kind: 'tick'; id: string; checked: boolean }
  /** Picks the first record the reference search offers (one, or one of a list). */
  | { kind: 'reference'; id: string; multiple: boolean }
  /** Adds item `index` to a list (`id` is the list's) unless the form already shows it (lists filled to their minimum). */
  | { kind: 'add'; id: string; index: number };

export type ValidRecordPlan = { entries: FormEntry[] } | { skip: string };

/** Values tried, in order, for a text with a pattern: the first that matches it and its lengths is typed. */
function patternCandidates(token: string): string[] {
  const letters = token.replace(/\d/g, (digit) => 'ABCDEFGHIJ'[Number(digit)] ?? 'A');
  return [`T${token}`, `t${token.toLowerCase()}`, letters, letters.toLowerCase(), token.replace(/\D/g, '') || '7'];
}

/** A valid value of a text field, made unique by `token` (unique fields take any new value); undefined when none is found. */
function textValue(node: SchemaNode, token: string): string | undefined {
  const max = node.maxLength ?? 60;
  const min = node.minLength ?? 0;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (node.format === 'email') return [`t${token.toLowerCase()}@example.com`].find(fits);
  if (node.format === 'uri') return [`https://example.com/${token}`].find(fits);
  if (typeof node.pattern === 'string') {
    const pattern = new RegExp(node.pattern, 'u');
    for (const candidate of patternCandidates(token)) {
      for (const length of [candidate.length, max, min]) {
        const cut = candidate.slice(0, Math.max(length, 1));
        if (fits(cut) && pattern.test(cut)) return cut;
      }
    }
    return undefined;
  }
  const text = `Teste ${token}`;
  return fits(text) ? text : text.padEnd(min, 'x').slice(0, max);
}

/** A valid number between the schema's bounds. */
function numberValue(node: SchemaNode, edited: boolean): string {
  const low = typeof node.minimum === 'number' ? node.minimum : 1;
  const high = typeof node.maximum === 'number' ? node.maximum : low + 10;
  return String(Math.min(low + (edited ? 2 : 1), high));
}

interface Walk {
  resource: ResourceModel;
  token: string;
  entries: FormEntry[];
}

/**
 * The entries of one value at `path` (`roles[].name`) with rjsf id `id`; a string when no
 * valid value can be built for it (the reason).
 */
function enter(walk: Walk, path: string, id: string, raw: SchemaNode | undefined, must: SchemaNode | undefined): string | undefined {
  const node = resolveNode(walk.resource.schema, raw);
  if (!node) return `${path}: no schema`;
  const reference = walk.resource.references[path];
  if (reference) {
    walk.entries.push({ kind: 'reference', id, multiple: false });
    return undefined;
  }
  if (walk.resource.references[`${path}[]`]) {
    walk.entries.push({ kind: 'reference', id, multiple: true });
    return undefined;
  }
  const kind = valueKind(node);
  const token = `${walk.token}${walk.entries.length}`;
  switch (kind) {
    case 'enum':
      if (enumChoices(node).length === 0) return `${path}: an enum with no values`;
      walk.entries.push({ kind: 'choose', id });
      return undefined;
    case 'boolean':
      walk.entries.push({ kind: 'tick', id, checked: must?.const === true || node.const === true });
      return undefined;
    case 'integer':
    case 'number':
      walk.entries.push({ kind: 'type', id, field: path, value: numberValue(node, false), edited: numberValue(node, true), inputType: 'number' });
      return undefined;
    case 'date':
      walk.entries.push({ kind: 'type', id, field: path, value: '2026-03-14', edited: '2026-03-15', inputType: 'date' });
      return undefined;
    case 'dateTime':
      walk.entries.push({ kind: 'type', id, field: path, value: '2026-03-14T10:30', edited: '2026-03-15T11:45', inputType: 'datetime-local' });
      return undefined;
    case 'string': {
      const value = textValue(node, token);
      const edited = textValue(node, `${token}E`);
      if (value === undefined || edited === undefined) return `${path}: no generic value matches ${node.pattern ?? node.format ?? 'its lengths'}`;
      walk.entries.push({ kind: 'type', id, field: path, value, edited, inputType: 'text' });
      return undefined;
    }
    case 'object':
      return enterObject(walk, path, id, node);
    case 'array': {
      const items = resolveNode(walk.resource.schema, node.items);
      const count = typeof node.minItems === 'number' ? node.minItems : 1;
      // `contains` (one item at least must match it): the first item is built to match.
      const contains = resolveNode(walk.resource.schema, node.contains as SchemaNode | undefined);
      for (let index = 0; index < count; index++) {
        walk.entries.push({ kind: 'add', id, index });
        const itemMust = index === 0 ? contains : undefined;
        const failed =
          valueKind(items) === 'object'
            ? enterObject(walk, `${path}[]`, `${id}_${index}`, mergeContains(items!, itemMust))
            : enter(walk, `${path}[]`, `${id}_${index}`, items, itemMust);
        if (failed) return failed;
      }
      return undefined;
    }
    default:
      return `${path}: values of kind ${kind} are not entered generically`;
  }
}

/** The item schema with what `contains` demands required and constant (`conclusive: true`). */
function mergeContains(items: SchemaNode, contains: SchemaNode | undefined): SchemaNode {
  if (!contains?.properties) return items;
  const properties: Record<string, SchemaNode> = { ...items.properties };
  for (const [key, demand] of Object.entries(contains.properties)) properties[key] = { ...properties[key], ...demand };
  return { ...items, properties, required: [...new Set([...(items.required ?? []), ...(contains.required ?? [])])] };
}

/** The required properties of an object (those with no default: the form fills those). */
function enterObject(walk: Walk, path: string, id: string, node: SchemaNode): string | undefined {
  for (const key of node.required ?? []) {
    const property = resolveNode(walk.resource.schema, node.properties?.[key]);
    if (!property || property.readOnly === true) continue;
    if (property.default !== undefined && property.const === undefined) continue;
    const failed = enter(walk, path ? `${path}.${key}` : key, `${id}_${key}`, property, property.const !== undefined ? property : undefined);
    if (failed) return failed;
  }
  return undefined;
}

/**
 * What a user enters in the create form for a valid record of `resource`, built from its
 * model alone: every required field of the form (defaults left as the form fills them,
 * read-only ones skipped), texts made unique by `token` within their pattern and lengths,
 * a first value of each select, a first record of each reference, list items added up to
 * their minimum. `{ skip }` says why no valid record can be built this way.
 */
export function validRecordPlan(resource: ResourceModel, token: string): ValidRecordPlan {
  const walk: Walk = { resource, token, entries: [] };
  const readOnlyUi = (field: string) => {
    const ui = resource.form.uiSchema[field];
    return typeof ui === 'object' && ui !== null && (ui as Record<string, unknown>)['ui:readonly'] === true;
  };
  const required = new Set(resource.schema.required ?? []);
  const missing = [...required].filter((field) => !resource.form.fields.includes(field) && resource.schema.properties?.[field]?.readOnly !== true);
  if (missing.length > 0) return { skip: `required fields not in the form: ${missing.join(', ')}` };
  for (const field of resource.form.fields) {
    if (!required.has(field) || readOnlyUi(field)) continue;
    const property = resolveNode(resource.schema, resource.schema.properties?.[field]);
    if (!property || property.readOnly === true || property.default !== undefined) continue;
    const failed = enter(walk, field, `root_${field}`, property, undefined);
    if (failed) return { skip: failed };
  }
  return { entries: walk.entries };
}

import type { ModdleElement } from 'bpmn-moddle';

type Snapshot = null | boolean | number | string | Snapshot[] | { [key: string]: Snapshot };

interface Descriptor {
  properties?: readonly { name: string }[];
  propertiesByName?: Record<string, { isReference?: boolean } | undefined>;
}

const KEPT_META = new Set(['$type', '$attrs', '$body', '$children']);

function isElement(value: unknown): value is ModdleElement {
  return typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string';
}

/**
 * A parsed BPMN model as plain data, to compare two readings of it: every property and
 * attribute (defaults included), contained elements nested, references as the id they
 * point at; an empty list reads as an absent one.
 */
export function bpmnSnapshot(value: unknown, isReference = false): Snapshot {
  if (Array.isArray(value)) return value.map((item) => bpmnSnapshot(item, isReference));
  if (isElement(value)) {
    if (isReference) return `ref:${String(value.id)}`;
    const descriptor = (value as unknown as { $descriptor?: Descriptor }).$descriptor;
    const snapshot: Record<string, Snapshot> = {};
    // Declared properties too: a default written out in one text and left implicit in the other reads the same.
    const keys = new Set([...Object.keys(value), ...(descriptor?.properties ?? []).map((property) => property.name)]);
    for (const key of [...keys].sort()) {
      if (key.startsWith('$') && !KEPT_META.has(key)) continue;
      const item = value[key];
      if (item === undefined || (Array.isArray(item) && item.length === 0)) continue;
      snapshot[key] = bpmnSnapshot(item, descriptor?.propertiesByName?.[key]?.isReference === true);
    }
    return snapshot;
  }
  if (value === undefined) return null;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, bpmnSnapshot(item)]));
  }
  return value as Snapshot;
}

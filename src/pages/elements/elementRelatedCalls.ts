const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

export interface RelatedItem {
  _id: string;
  label: string;
  /** How many of the element's pendencies raised it (events). */
  times?: number;
}

export interface RelatedList {
  items: RelatedItem[];
  count: number;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A related list (`{items, count}`) as labelled items: `fields` joined by ' — '. Throws for any other shape. */
export function relatedList(fields: readonly string[]) {
  return (data: unknown): RelatedList => {
    if (!isObject(data) || !Array.isArray(data.items) || typeof data.count !== 'number') throw new Error('The element call answered a payload of an unexpected shape');
    const items = data.items.filter(isObject).map((item) => ({
      _id: text(item._id),
      label: fields.map((field) => text(item[field])).filter(Boolean).join(' — '),
      ...(typeof item.pendenciesCount === 'number' ? { times: item.pendenciesCount } : {}),
    }));
    return { items, count: data.count };
  };
}

export interface ElementPlan {
  plan: { _id: string; name: string } | null;
  tasks: number;
}

/** The preservation-plan call: the plan (or null) and how many tasks it has. */
export function parseElementPlan(data: unknown): ElementPlan {
  if (!isObject(data) || !Array.isArray(data.tasks)) throw new Error('The element call answered a payload of an unexpected shape');
  const plan = isObject(data.plan) ? { _id: text(data.plan._id), name: text(data.plan.name) } : null;
  return { plan, tasks: data.tasks.length };
}

import type { ResourceSummary } from '../registry/resourceDetails';
import type { Locale } from './resolveLocale';

export type Messages = { [key: string]: string | Messages };

function isMessages(value: unknown): value is Messages {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `source` over `target`, nested trees merged key by key. */
export function deepMerge(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    out[key] = isMessages(value) && isMessages(current) ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * The labels of a resource's value-set fields as enum labels
 * (`values.executionStatus.3` = the set's label of 3), so every view that labels enum
 * values shows the shared status table without knowing about it.
 */
function valueSetLabels(resource: ResourceSummary, locale: Locale): Messages {
  const values: Messages = {};
  for (const [field, set] of Object.entries(resource.valueSetModels ?? {})) {
    const labels: Messages = {};
    for (const entry of set.values) {
      const label = entry.labels[locale];
      if (label) labels[String(entry.value)] = label;
    }
    values[field.replace(/\[\]/g, '')] = labels;
  }
  return Object.keys(values).length > 0 ? { values } : {};
}

/**
 * The app's messages of one locale with each resource's own labels under
 * `resources.<name>` (its value sets' labels first, its own translations over them).
 */
export function buildMessages(base: Messages, resources: readonly ResourceSummary[], locale: Locale): Messages {
  const resourceMessages: Messages = {};
  const setMessages: Messages = {};
  for (const set of resources.flatMap((resource) => Object.values(resource.valueSetModels ?? {}))) {
    const all = set.all?.labels[locale];
    if (all) setMessages[set.name] = { all };
  }
  for (const resource of resources) {
    const translations = (resource.translations[locale] ?? {}) as Messages;
    const merged = deepMerge(valueSetLabels(resource, locale), translations);
    if (Object.keys(merged).length > 0) resourceMessages[resource.name] = merged;
  }
  return deepMerge(base, { resources: resourceMessages, valueSets: setMessages });
}

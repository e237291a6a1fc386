import type { ResourceModel } from '../registry/types';
import type { Locale } from './resolveLocale';

export type Messages = { [key: string]: string | Messages };

function isMessages(value: unknown): value is Messages {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function deepMerge(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    out[key] = isMessages(value) && isMessages(current) ? deepMerge(current, value) : value;
  }
  return out;
}

/** The app's messages of one locale with each resource's own labels under `resources.<name>`. */
export function buildMessages(base: Messages, resources: readonly ResourceModel[], locale: Locale): Messages {
  const resourceMessages: Messages = {};
  for (const resource of resources) {
    const translations = resource.translations[locale];
    if (translations) resourceMessages[resource.name] = translations as Messages;
  }
  return deepMerge(base, { resources: resourceMessages });
}

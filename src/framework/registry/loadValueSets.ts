import { metaSchemaIssues } from './metaSchemaIssues';
import { valueSetValidator } from './metaValidators';
import { parseJsonFile } from './parseJsonFile';
import type { BadgeColor, RegistryIssue, ValueSetEntry, ValueSetModel } from './types';

const DIR = 'resources/';
import { declaredLocales } from '../i18n/resolveLocale';

/** A value set as authored in `resources/<name>.values.json`, once it passed `values.schema.json`. */
interface ValueSetFile {
  name: string;
  like?: string;
  unknown?: string | number;
  all?: { value: string | number; order?: number; labels: Record<string, string> };
  values: {
    value: string | number;
    key?: string;
    as?: string | number;
    color?: BadgeColor;
    phase?: 'initial' | 'conclusive';
    order?: number;
    labels?: Record<string, string>;
  }[];
}

export interface ValueSetsResult {
  valueSets: Record<string, ValueSetModel>;
  issues: RegistryIssue[];
}

function parseAll(sources: Record<string, string>, issues: RegistryIssue[]): { file: string; set: ValueSetFile }[] {
  const validate = valueSetValidator();
  const parsed: { file: string; set: ValueSetFile }[] = [];
  for (const [name, text] of Object.entries(sources)) {
    const file = DIR + name;
    const result = parseJsonFile(file, text);
    if (!result.ok) {
      issues.push(result.issue);
      continue;
    }
    if (!validate(result.value)) {
      issues.push(...metaSchemaIssues(file, validate.errors ?? []));
      continue;
    }
    const set = result.value as ValueSetFile;
    const expected = name.replace(/\.values\.json$/, '');
    if (set.name !== expected) issues.push({ file, pointer: '/name', message: `name "${set.name}" must match the file name "${expected}.values.json"` });
    parsed.push({ file, set });
  }
  return parsed;
}

/**
 * Loads every value set (status tables): resolves `like` (each value's `as` inherits
 * that set's labels, colour and phase) and checks that every value ends up with a colour
 * and a label in every language, that values are unique and that `unknown` is one of them.
 */
export function loadValueSets(sources: Record<string, string>): ValueSetsResult {
  const issues: RegistryIssue[] = [];
  const parsed = parseAll(sources, issues);
  const byName = new Map(parsed.map((entry) => [entry.set.name, entry]));
  const valueSets: Record<string, ValueSetModel> = {};

  for (const { file, set } of parsed) {
    const base = set.like === undefined ? undefined : byName.get(set.like)?.set;
    if (set.like !== undefined && !base) issues.push({ file, pointer: '/like', message: `value set "${set.like}" does not exist` });
    if (base?.like !== undefined)
      issues.push({ file, pointer: '/like', message: `"${set.like}" is itself declared like another set; chain at most one level` });

    const seen = new Set<string>();
    const values: ValueSetEntry[] = [];
    set.values.forEach((entry, index) => {
      const pointer = `/values/${index}`;
      if (seen.has(String(entry.value))) issues.push({ file, pointer: `${pointer}/value`, message: `value ${JSON.stringify(entry.value)} appears twice` });
      seen.add(String(entry.value));
      const inherited = entry.as === undefined ? undefined : base?.values.find((other) => other.value === entry.as);
      if (entry.as !== undefined && base && !inherited) {
        issues.push({ file, pointer: `${pointer}/as`, message: `${JSON.stringify(entry.as)} is not a value of "${set.like ?? ''}"` });
      }
      const color = entry.color ?? inherited?.color;
      const labels = { ...(inherited?.labels ?? {}), ...(entry.labels ?? {}) };
      if (!color) issues.push({ file, pointer, message: 'needs a "color" (or an "as" into the "like" set)' });
      const missing = declaredLocales().filter((locale) => !labels[locale]);
      if (missing.length > 0) issues.push({ file, pointer, message: `has no label for ${missing.join(', ')}` });
      const phase = entry.phase ?? inherited?.phase;
      values.push({
        value: entry.value,
        key: entry.key ?? inherited?.key ?? String(entry.value),
        color: color ?? 'grey',
        labels,
        order: entry.order ?? index,
        ...(phase ? { phase } : {}),
        ...(entry.as !== undefined ? { as: entry.as } : {}),
      });
    });
    if (set.unknown !== undefined && !seen.has(String(set.unknown))) {
      issues.push({ file, pointer: '/unknown', message: `${JSON.stringify(set.unknown)} is not one of the values` });
    }
    if (set.all && seen.has(String(set.all.value))) {
      issues.push({ file, pointer: '/all/value', message: `the 'All' value ${JSON.stringify(set.all.value)} must not be a real value` });
    }
    valueSets[set.name] = {
      name: set.name,
      file,
      values,
      ...(set.like !== undefined ? { like: set.like } : {}),
      ...(set.unknown !== undefined ? { unknown: set.unknown } : {}),
      ...(set.all ? { all: { value: set.all.value, order: set.all.order ?? -1, labels: set.all.labels } } : {}),
    };
  }
  return { valueSets, issues };
}

/**
 * docs/entity-format.md documents every key of the resource definition meta-schema
 * (src/framework/registry/metaSchemas/resource.schema.json) and nothing else: its key tables and the meta-schema
 * are read side by side, so a key added, renamed or removed in one fails here until the
 * other follows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const PAGE = 'docs/entity-format.md';
const META_SCHEMA = 'src/framework/registry/metaSchemas/resource.schema.json';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);
const DEF_GROUPS = ['$defs', 'definitions'] as const;
const BRANCHES = ['anyOf', 'oneOf', 'allOf'] as const;

/** Every key path of the meta-schema (`api.list.path`, `actions[].via.field`, `references.*.resource`) → the `x-names` kinds it holds. */
function metaSchemaKeys(root: Node): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  const referenced = new Set<string>();

  const deref = (node: Node, seen: ReadonlySet<string>): { node: Node; seen: ReadonlySet<string> } | undefined => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return { node, seen };
    if (seen.has(ref)) return undefined;
    const [, group, name] = ref.split('/');
    const target = group && name ? (root[group] as Node | undefined)?.[name] : undefined;
    if (!isNode(target)) throw new Error(`${META_SCHEMA}: $ref ${ref} does not resolve`);
    referenced.add(`${group}/${name}`);
    return deref(target, new Set([...seen, ref]));
  };

  /** The kinds a key holds: at its node, its items, branches, keys (`propertyNames`) and values (`additionalProperties`), not its own properties. */
  const kindsAt = (start: Node, startSeen: ReadonlySet<string>): string[] => {
    const resolved = deref(start, startSeen);
    if (!resolved) return [];
    const { node, seen } = resolved;
    const kinds = typeof node['x-names'] === 'string' ? [node['x-names']] : [];
    for (const key of ['items', 'propertyNames', 'additionalProperties'] as const) {
      const child = node[key];
      if (isNode(child)) kinds.push(...kindsAt(child, seen));
    }
    for (const key of BRANCHES) for (const branch of (node[key] as unknown[] | undefined) ?? []) if (isNode(branch)) kinds.push(...kindsAt(branch, seen));
    return kinds;
  };

  const walk = (start: Node, path: string, startSeen: ReadonlySet<string>): void => {
    const resolved = deref(start, startSeen);
    if (!resolved) return;
    const { node, seen } = resolved;
    for (const group of ['properties', 'patternProperties'] as const) {
      const properties = node[group];
      if (!isNode(properties)) continue;
      for (const [name, child] of Object.entries(properties)) {
        if (!isNode(child)) continue;
        const key = group === 'properties' ? (path ? `${path}.${name}` : name) : `${path}.*`;
        const kinds = keys.get(key) ?? new Set<string>();
        for (const kind of kindsAt(child, seen)) kinds.add(kind);
        keys.set(key, kinds);
        walk(child, key, seen);
      }
    }
    if (isNode(node.items)) walk(node.items, `${path}[]`, seen);
    for (const item of (node.prefixItems as unknown[] | undefined) ?? []) if (isNode(item)) walk(item, `${path}[]`, seen);
    if (isNode(node.additionalProperties)) walk(node.additionalProperties, `${path}.*`, seen);
    for (const key of [...BRANCHES, 'then', 'else'] as const) {
      const value = node[key];
      for (const branch of Array.isArray(value) ? value : [value]) if (isNode(branch)) walk(branch, path, seen);
    }
  };

  walk(root, '', new Set());
  // A definition no key reaches is still the meta-schema's: its keys are named under `$defs.<name>`.
  for (const group of DEF_GROUPS) {
    for (const [name, definition] of Object.entries((root[group] as Node | undefined) ?? {})) {
      if (isNode(definition) && !referenced.has(`${group}/${name}`)) walk(definition, `${group}.${name}`, new Set([`#/${group}/${name}`]));
    }
  }
  return keys;
}

interface DocumentedKey {
  key: string;
  /** The key as written on the page. */
  written: string;
  line: number;
  names: string[];
}

/** Table cells, `\|` inside a cell kept. */
const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
/** The text without its fenced code blocks, whose backticks would pair with the prose's. */
const withoutFences = (text: string): string => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');

/** The rows of the page's key tables (header `| key | ... | names | ... |`); `<name>` placeholders read as `*`. */
function documentedKeys(page: string): DocumentedKey[] {
  const rows: DocumentedKey[] = [];
  const lines = page.split('\n');
  let namesColumn = -1;
  lines.forEach((line, index) => {
    if (!line.startsWith('|')) {
      namesColumn = -1;
      return;
    }
    const cells = cellsOf(line);
    if (/^\|[\s|:-]+\|$/.test(line.trim())) return;
    if (namesColumn === -1) {
      namesColumn = cells[0]?.toLowerCase() === 'key' ? cells.findIndex((cell) => cell.toLowerCase() === 'names') : -2;
      return;
    }
    if (namesColumn < 0) return;
    const [written] = codeSpans(cells[0] ?? '');
    if (!written) throw new Error(`${PAGE}:${index + 1}: a key table's first cell is the key in backticks, got "${cells[0]}"`);
    rows.push({ key: written.replace(/<[^>]+>/g, '*'), written, line: index + 1, names: codeSpans(cells[namesColumn] ?? '').sort() });
  });
  return rows;
}

const metaSchema = JSON.parse(readFileSync(join(ROOT, META_SCHEMA), 'utf8')) as Node;
const page = readFileSync(join(ROOT, PAGE), 'utf8');
const schemaKeys = metaSchemaKeys(metaSchema);
const documented = documentedKeys(page);
const documentedByKey = new Map(documented.map((row) => [row.key, row]));

describe(`${PAGE} and ${META_SCHEMA}`, () => {
  it('finds the key tables and the meta-schema keys it compares', () => {
    expect(documented.length).toBeGreaterThan(100);
    expect(schemaKeys.size).toBeGreaterThan(100);
    // The walk reaches keys behind $ref (a list column), oneOf branches (an action's kind) and maps (`references.<path>`).
    expect([...schemaKeys.keys()]).toEqual(
      expect.arrayContaining(['list.columns[].badge', 'actions[].via.owner', 'references.*.resource', 'form.uiSchema.*.ui:widget']),
    );
  });

  it('documents every key of the meta-schema', () => {
    const missing = [...schemaKeys.keys()].filter((key) => !documentedByKey.has(key));
    expect(missing, `add a row "| \`<key>\` | what it is | names | default |" to a key table of ${PAGE} for each`).toEqual([]);
  });

  it('documents no key the meta-schema does not have', () => {
    const stale = documented.filter((row) => !schemaKeys.has(row.key)).map((row) => `${PAGE}:${row.line} ${row.written}`);
    expect(stale, `remove these rows, or rename them after ${META_SCHEMA}`).toEqual([]);
  });

  it('documents each key once', () => {
    const seen = new Set<string>();
    const twice = documented.filter((row) => seen.has(row.key) || !seen.add(row.key)).map((row) => `${PAGE}:${row.line} ${row.written}`);
    expect(twice).toEqual([]);
  });

  it("says for each key the kind of name it holds, as the meta-schema's x-names annotates it", () => {
    const wrong = documented
      .filter((row) => schemaKeys.has(row.key))
      .map((row) => ({ at: `${PAGE}:${row.line} ${row.written}`, page: row.names, schema: [...(schemaKeys.get(row.key) ?? [])].sort() }))
      .filter((entry) => entry.page.join() !== entry.schema.join());
    expect(wrong, "the names column lists, in backticks, every x-names kind of the key (its own, its items', its keys' and its values')").toEqual([]);
  });

  it('explains every kind of name the meta-schema uses', () => {
    const section = page.slice(page.indexOf('## How `npm run check` verifies each key'));
    const explained = new Set(codeSpans(withoutFences(section)));
    const kinds = new Set([...schemaKeys.values()].flatMap((set) => [...set]));
    expect([...kinds].filter((kind) => !explained.has(kind))).toEqual([]);
  });
});

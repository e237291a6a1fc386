/**
 * docs/engine-api.md lists what an application declares and what an extension point is made
 * of; these tests read the same from the code, with the TypeScript compiler (declaration
 * merging included), so that the page cannot drift: a section, a key, a type, a neutral
 * default or a reading file the page does not show, or shows otherwise, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredType, typeProgram, typeRows, type TypeRow } from '../tests/support/declaredTypeRows';
import { markdownPart } from '../tests/support/markdownPart';
import { declareApplication } from './framework/application/applicationDeclaration';
import { checkApplicationDeclaration } from './framework/application/checkApplicationDeclaration';
import { applicationIdentity } from './framework/application/identitySection';
import { declaredTheme, popupWidth } from './framework/application/themeSection';
import { authDeclaration } from './framework/auth/authDeclaration';
import { signInFlows } from './framework/auth/signInSection';
import { httpDeclaration } from './framework/data/httpDeclaration';
import { scopeDeclaration } from './framework/data/scopeDeclaration';
import { declaredLanguages } from './framework/i18n/resolveLocale';
import { declaredRoles } from './framework/registry/access';
import { formatIssues } from './framework/registry/formatIssues';
import { declaredApi } from './framework/registry/apiSection';
import { defaultMenuGroup } from './framework/registry/menuSection';
import { declaredPaths } from './framework/registry/pathsSection';
import { PRODUCT_APPLICATION } from './productApplication';
import { APPLICATION_JSON_SECTIONS } from './framework/application/applicationSchema';

/** A JSON Schema's keys as the type rows write them: `a.b`, `levels[].name`, `<name>.check` under a map. */
function schemaKeysOf(schema: unknown, prefix: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as {
    properties?: Record<string, unknown>;
    items?: unknown;
    patternProperties?: Record<string, unknown>;
    additionalProperties?: unknown;
    anyOf?: unknown[];
  };
  if (node.anyOf) return node.anyOf.flatMap((branch) => schemaKeysOf(branch, prefix));
  if (node.properties) return Object.entries(node.properties).flatMap(([key, child]) => [`${prefix}.${key}`, ...schemaKeysOf(child, `${prefix}.${key}`)]);
  if (node.items && typeof node.items === 'object') return schemaKeysOf(node.items, `${prefix}[]`);
  const map = node.patternProperties
    ? Object.values(node.patternProperties)[0]
    : typeof node.additionalProperties === 'object'
      ? node.additionalProperties
      : undefined;
  return map ? schemaKeysOf(map, `${prefix}.<name>`) : [];
}

const ROOT = join(import.meta.dirname, '..');
const PAGE = readFileSync(join(ROOT, 'docs', 'engine-api.md'), 'utf8');
const SECTIONS_FILE = 'src/framework/application/applicationDeclaration.ts';

/**
 * Each section as the engine fills it when the application declares nothing: what its reader
 * answers. A section the engine reads with no filled form reads as `{}` (every key: none).
 */
const NEUTRAL_READERS: Readonly<Record<string, () => unknown>> = {
  api: declaredApi,
  auth: () => ({ ...authDeclaration(), signIn: signInFlows({ apiUrl: '/api' }) }),
  features: () => ({}),
  formats: () => ({}),
  http: httpDeclaration,
  languages: declaredLanguages,
  menu: () => ({ defaultGroup: defaultMenuGroup() }),
  name: () => applicationIdentity().name,
  paths: declaredPaths,
  roles: declaredRoles,
  scope: scopeDeclaration,
  theme: () => ({ ...declaredTheme(), popup: { width: popupWidth() } }),
  version: () => applicationIdentity().version,
};

/** The engine's files that add to a declaration of another module (a section, a section's keys). */
function augmentingFiles(): string[] {
  return readdirSync(join(ROOT, 'src/framework'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => `src/framework/${file}`)
    .filter((file) => readFileSync(join(ROOT, file), 'utf8').includes("declare module '"));
}

const part = (heading: string): string => markdownPart(PAGE, heading).text;

interface DocRow {
  key: string;
  cells: string[];
}

/** The rows of the first table after the first line of `text` that `label` matches (`| Key | ... |`, its key in backticks). */
function tableAfter(text: string, label: RegExp = /^/): DocRow[] {
  const lines = text.split('\n');
  const from = lines.findIndex((line) => label.test(line));
  const header = lines.findIndex((line, index) => index > from && line.startsWith('| Key |'));
  if (from < 0 || header < 0) return [];
  const rows: DocRow[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replace(/\\\|/g, '|'));
    rows.push({ key: (cells[0] ?? '').replace(/^`|`$/g, ''), cells: cells.slice(1) });
  }
  return rows;
}

const keyOf = (row: TypeRow, prefix = ''): string => `${row.key.slice(prefix.length)}${row.optional ? '?' : ''}`;

/** A key as a section's table writes it: its path within the section, or the section's own name when the section is one value (`name`). */
const sectionKeyOf = (row: TypeRow, section: string): string => (row.key === section ? keyOf(row) : keyOf(row, `${section}.`));

/** The value at a documented key's path (`paginated.params.limit?`) of a filled section; the section's own name is the whole value. */
function valueAt(value: unknown, key: string, section: string): unknown {
  if (key.replace(/\?$/, '') === section) return value;
  return key
    .replace(/\?$/, '')
    .split('.')
    .reduce<unknown>((inner, name) => (inner !== null && typeof inner === 'object' ? (inner as Record<string, unknown>)[name] : undefined), value);
}

let program: ReturnType<typeof typeProgram>;
beforeAll(() => {
  program = typeProgram(ROOT, [
    SECTIONS_FILE,
    ...augmentingFiles(),
    'src/framework/pages/featureDeclarations.ts',
    'src/framework/contracts/callContract.ts',
    'src/server/routes/featureModule.ts',
  ]);
}, 60_000);
afterAll(() => declareApplication(PRODUCT_APPLICATION));

const rowsOf = (file: string, type: string, depth?: number): TypeRow[] =>
  typeRows(ROOT, program.checker, declaredType(ROOT, program, file, type), depth === undefined ? {} : { depth });

describe("docs/engine-api.md's sections of an application's declaration", () => {
  const declares = part('## What an application declares');
  const documented = [...declares.matchAll(/^### `(\w+)`$/gm)].map((match) => match[1] ?? '');
  const sectionText = (section: string): string => part(`### \`${section}\``);
  let read: Map<string, TypeRow[]> | undefined;
  const sectionRows = (): Map<string, TypeRow[]> => {
    if (read) return read;
    const bySection = new Map<string, TypeRow[]>();
    for (const row of rowsOf(SECTIONS_FILE, 'ApplicationSections')) {
      const section = row.key.split('.')[0] ?? '';
      bySection.set(section, [...(bySection.get(section) ?? []), row]);
    }
    read = bySection;
    return bySection;
  };

  it('are every section the engine reads, and no other', () => {
    expect([...documented].sort()).toEqual([...sectionRows().keys()].sort());
  });

  it('list each section’s keys with their types, as the code declares them', () => {
    for (const [section, rows] of sectionRows()) {
      const page = tableAfter(sectionText(section)).map((row) => [row.key, row.cells[0]]);
      expect(page, `the table of \`${section}\``).toEqual(rows.map((row) => [sectionKeyOf(row, section), `\`${row.type}\``]));
    }
  });

  it('give each key the neutral default the engine reads when the application declares nothing', () => {
    expect(Object.keys(NEUTRAL_READERS).sort(), "each section's reader, in NEUTRAL_READERS").toEqual([...sectionRows().keys()].sort());
    declareApplication({});
    const faults = [...sectionRows().keys()].flatMap((section) => {
      const neutral = NEUTRAL_READERS[section]?.();
      return tableAfter(sectionText(section)).flatMap(({ key, cells: [, shown = ''] }) => {
        const at = `${section}.${key}: shown ${shown}`;
        if (key.includes('[]') || key.includes('<name>')) return shown === '—' ? [] : [`${at}, but an item's key has no default of its own: —`];
        const value = valueAt(neutral, key, section);
        if (value === undefined) return shown.startsWith('none') ? [] : [`${at}, but the engine reads none`];
        return shown === `\`${JSON.stringify(value)}\`` ? [] : [`${at}, but the engine reads \`${JSON.stringify(value)}\``];
      });
    });
    expect(faults).toEqual([]);
  });

  it('are the keys application.json may hold, each data key of a section in its schema and no other', () => {
    // Keys whose type is a function or a component, or that hold one, are declared in code only (see applicationSchema.ts).
    const isData = (row: TypeRow) => !/=>|component/i.test(row.type) && !/^(formats|features)(\.|$)/.test(row.key);
    const declared = [...sectionRows().values()]
      .flat()
      .filter((row) => isData(row) && row.key.split('.').length > 1)
      .map((row) => row.key)
      .filter(
        (key) =>
          !sectionRows()
            .get(key.split('.')[0] ?? '')
            ?.some((row) => row.key !== key && key.startsWith(`${row.key}.`) && !isData(row)),
      );
    // A key of an object or of an array's items (`levels[].name` is under `levels`).
    const under = (key: string, parent: string) => key.startsWith(`${parent}.`) || key.startsWith(`${parent}[]`);
    const schemaKeys = Object.entries(APPLICATION_JSON_SECTIONS).flatMap(([section, schema]) => schemaKeysOf(schema, section));
    const inSchema = new Set(schemaKeys);
    const inTypes = new Set(declared);
    expect(
      declared.filter((key) => !inSchema.has(key) && !schemaKeys.some((other) => under(other, key))),
      'declared, but application.json may not hold them',
    ).toEqual([]);
    expect(
      schemaKeys.filter((key) => !inTypes.has(key) && !declared.some((other) => under(other, key))),
      'in the schema, but no section declares them',
    ).toEqual([]);
  });

  it('link the files that declare and read each section', () => {
    const missing = [...sectionRows()].flatMap(([section, rows]) =>
      [...new Set(rows.map((row) => row.file))].filter((file) => !sectionText(section).includes(`](../${file})`)).map((file) => `${section}: ${file}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("docs/engine-api.md's check of an application.json", () => {
  it('shows the fault npm run check prints for a misspelt key, word for word', () => {
    const checked = checkApplicationDeclaration({ theme: { palete: { primary: { main: '#00695c' } } } }, 'apps/library/application.json');
    expect(checked.ok).toBe(false);
    const printed = checked.ok ? '' : formatIssues(checked.issues);
    expect(part("### Held to the sections' schemas")).toContain(`\`\`\`text\n${printed}\n\`\`\``);
  });
});

describe("docs/engine-api.md's extension points", () => {
  const extensions = part('## The extension points');
  const DECLARATIONS: [file: string, type: string][] = [
    ['src/framework/pages/featureDeclarations.ts', 'FeatureDeclarations'],
    ['src/framework/pages/pageDeclaration.ts', 'PageDeclaration'],
    ['src/framework/contracts/callContract.ts', 'CallContract'],
    ['src/server/routes/featureModule.ts', 'FeatureModule'],
    ['src/server/routes/featureModule.ts', 'FeatureContext'],
  ];

  it.each(DECLARATIONS)('list the keys of %s’s %s', (file, type) => {
    const page = tableAfter(extensions, new RegExp(`^\`${type}\``)).map((row) => row.key);
    expect(page).toEqual(rowsOf(file, type, 0).map((row) => keyOf(row)));
  });

  it('show the worked example that tests/integration/page-and-call runs, word for word', () => {
    const example = readFileSync(join(ROOT, 'tests/integration/page-and-call/overdueReport.ts'), 'utf8');
    const blocks = [...extensions.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
    expect(blocks).toHaveLength(3);
    expect(blocks.filter((block) => !example.includes(block))).toEqual([]);
  });
});

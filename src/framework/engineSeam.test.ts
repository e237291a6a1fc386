import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_ICON_NAMES } from '../productIconNames';

/**
 * The engine names nothing of an application: each row of SEAM is one thing the engine's code
 * (every file under src/framework but the tests and their kits) must not hold, and the test
 * fails on the file and the line that holds it. An application declares such things in its
 * sections (src/framework/application); add a row for each new kind of name that must stay out.
 */

const ENGINE = dirname(fileURLToPath(import.meta.url));

/** One file of the engine, as a row reads it. */
interface EngineFile {
  /** Its path under src/framework (`registry/access.ts`). */
  path: string;
  text: string;
}

/** One place a row found: the line and what it holds there. */
interface Finding {
  line: number;
  found: string;
}

interface SeamRow {
  /** What the engine must not hold, as the failure says it. */
  claim: string;
  /** Where a file holds it. */
  find: (file: EngineFile) => Finding[];
  /** Files that still hold it, each with the reason; one that no longer does must leave the list. */
  pending?: Readonly<Record<string, string>>;
  /** The row reads the engine's JSON files too (its meta-schemas, its texts), not only its code. */
  json?: true;
}

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** Every match of `pattern` (global) in code, string or comment. */
const naming =
  (pattern: RegExp) =>
  ({ text }: EngineFile): Finding[] =>
    [...text.matchAll(pattern)].map((match) => ({ line: lineAt(text, match.index), found: match[0] }));

const IMPORT_SPECIFIER = /(?:\bfrom|\bimport|\brequire|\bglob)\s*\(?\s*['"]([^'"]+)['"]/g;

/** Every import (static, dynamic, require) that reaches into one of `folders`, given from the repository's root. */
const importing =
  (folders: readonly string[]) =>
  ({ path, text }: EngineFile): Finding[] =>
    [...text.matchAll(IMPORT_SPECIFIER)].flatMap((match) => {
      const specifier = match[1] ?? '';
      if (!specifier.startsWith('.')) return [];
      const target = posix.normalize(posix.join('src/framework', posix.dirname(path), specifier));
      return folders.some((folder) => target.startsWith(`${folder}/`)) ? [{ line: lineAt(text, match.index), found: specifier }] : [];
    });

const SEAM: readonly SeamRow[] = [
  {
    claim: "a role name of the product (an application declares its roles: registry/access.ts's `roles` section)",
    find: naming(/\b(?:ADMIN|PROJECT_ADMIN|READ_ONLY|USER)\b/g),
  },
  {
    claim: "an application's entity files (resources/, schemas/, fixtures/)",
    find: importing(['resources', 'schemas', 'fixtures']),
  },
  {
    claim: "an application's texts (src/locales)",
    find: importing(['src/locales']),
  },
  {
    claim: "the count flag of the product's paginated API (an application declares it: registry/apiSection.ts's `api` section)",
    find: naming(/\bcollectionCount\b/g),
  },
  {
    claim: "a message code of the product's API (an application declares them: the `api` section's `codes`)",
    find: naming(/\b(?:FIELD_IS_REQUIRED|INVALID_STATUS)\b/g),
    pending: { 'form/testFixtures.ts': "the forms' test fixtures still hold the product's Portuguese texts, keyed by its codes" },
  },
  {
    claim: "a format of the product (an application declares its formats: formats/index.ts's `formats` section)",
    find: naming(/\b(?:cpf|cnpj)\b/gi),
    pending: { 'form/testFixtures.ts': "the forms' test fixtures still model the product's owner form, with its tax ids" },
  },
  {
    claim: 'a citation of the product\'s spec ("spec §n"): a comment says what the engine does and why',
    find: naming(/(?:\bspec\b\W{0,3})?§\s*\d+/gi),
  },
  {
    claim: "a menu icon of the product (an application declares its icons' names: registry/menuSection.ts's `menu.iconNames`)",
    find: naming(new RegExp(`['"](?:${PRODUCT_ICON_NAMES.join('|')})['"]`, 'g')),
    json: true,
  },
  {
    claim: "a collator of a named language (texts sort by the `languages` section's collation: i18n/resolveLocale.ts)",
    find: naming(/\bIntl\.Collator\(\s*['"`]/g),
  },
];

/** The test files and their kits, as the lint's boundaries leave them out (eslint.config.js). */
const isTest = (path: string): boolean => /\.test\.tsx?$|\.testkit\.tsx?$|TestKit\.tsx?$/.test(path);

function engineFiles(folder = ENGINE): EngineFile[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return engineFiles(full);
    const path = relative(ENGINE, full).split('\\').join('/');
    return /\.(?:tsx?|json)$/.test(entry.name) && !isTest(path) ? [{ path, text: readFileSync(full, 'utf8') }] : [];
  });
}

describe('the seam between the engine and its applications', () => {
  const files = engineFiles();
  const filesOf = (row: SeamRow): EngineFile[] => (row.json ? files : files.filter((file) => !file.path.endsWith('.json')));

  it.each(SEAM.map((row) => [row.claim, row] as const))('no engine file holds %s', (_, row) => {
    const held = filesOf(row).flatMap((file) =>
      row.pending?.[file.path] ? [] : row.find(file).map(({ line, found }) => `src/framework/${file.path}:${line}: ${found}`),
    );
    expect(held).toEqual([]);
  });

  it.each(SEAM.filter((row) => row.pending).map((row) => [row.claim, row] as const))('each file left pending for %s still holds it', (_, row) => {
    const stale = Object.keys(row.pending ?? {}).filter((path) => {
      const file = files.find((candidate) => candidate.path === path);
      return !file || row.find(file).length === 0;
    });
    expect(stale, "remove these files from the row's pending list").toEqual([]);
  });

  it("finds a role name in a comment or a string, and an import of the application's folders, not of the engine's own", () => {
    const [roles, entityFiles, texts] = SEAM;
    const sample = (text: string, path = 'auth/sample.ts'): EngineFile => ({ path, text });
    expect(roles?.find(sample("// READ_ONLY may not\nconst x = 'PROJECT_ADMIN';\nconst isAdmin = true;"))).toEqual([
      { line: 1, found: 'READ_ONLY' },
      { line: 2, found: 'PROJECT_ADMIN' },
    ]);
    expect(entityFiles?.find(sample("import meta from '../../../resources/resource.schema.json';\nimport x from '../registry/resources';"))).toEqual([
      { line: 1, found: '../../../resources/resource.schema.json' },
    ]);
    expect(texts?.find(sample("const pt = await import('../../locales/pt.json');\nimport en from '../locales/en.json';"))).toEqual([
      { line: 1, found: '../../locales/pt.json' },
    ]);
  });

  it("finds the product's API names and formats in code, strings and comments, not in longer names", () => {
    const [, , , countFlag, codes, formats] = SEAM;
    const sample = (text: string): EngineFile => ({ path: 'data/sample.ts', text });
    expect(countFlag?.find(sample("const flag = 'collectionCount';\nconst collectionCounter = 1;"))).toEqual([{ line: 1, found: 'collectionCount' }]);
    expect(codes?.find(sample("// answers INVALID_STATUS\nsetError('FIELD_IS_REQUIRED');\nconst FIELD_IS_REQUIRED_KEY = 1;"))).toEqual([
      { line: 1, found: 'INVALID_STATUS' },
      { line: 2, found: 'FIELD_IS_REQUIRED' },
    ]);
    expect(formats?.find(sample('/** A CPF */\nconst formats = { cnpj: check };\nconst cpfLike = 1;'))).toEqual([
      { line: 1, found: 'CPF' },
      { line: 2, found: 'cnpj' },
    ]);
  });

  it('finds a citation of a section of the spec in any spelling, not the section sign alone', () => {
    const citations = SEAM[6];
    const sample = (text: string): EngineFile => ({ path: 'views/sample.ts', text });
    expect(citations?.find(sample('/** Badges (spec §3). */\n// Spec § 8: the popup\nconst colours = 1; // (§9: 490 px)\nconst sign = "§";'))).toEqual([
      { line: 1, found: 'spec §3' },
      { line: 2, found: 'Spec § 8' },
      { line: 3, found: '§9' },
    ]);
  });

  it("finds a product's icon named in code or JSON, and a collator of a named language, not the words alone", () => {
    const [, , , , , , , icons, collators] = SEAM;
    const sample = (text: string, path = 'views/sample.ts'): EngineFile => ({ path, text });
    expect(icons?.find(sample('{ "icon": { "enum": ["Folder", "Engineering"] } }', 'registry/metaSchemas/sample.json'))).toEqual([
      { line: 1, found: '"Engineering"' },
    ]);
    expect(icons?.find(sample("// Build the menu\nconst icon = 'Task';"))).toEqual([{ line: 2, found: "'Task'" }]);
    expect(collators?.find(sample("new Intl.Collator('pt', { sensitivity: 'base' });\nnew Intl.Collator(declaredCollation());"))).toEqual([
      { line: 1, found: "Intl.Collator('" },
    ]);
  });
});

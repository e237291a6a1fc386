import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The engine names none of the product's wire: its headers and token claims are declared by
 * the product (src/productSession.ts) and read through the auth, scope and http sections.
 * One row a name; `allowed` lists the places a row may appear (`file:text` on the line).
 */
interface SeamRow {
  name: string;
  pattern: RegExp;
  /** A line the pattern must catch, so a row that could never fail fails here instead. */
  example: string;
  allowed?: readonly { file: string; text: string }[];
}

const WIRE_ROWS: readonly SeamRow[] = [
  { name: 'the ProjectId header or claim', pattern: /\bProjectId\b/, example: "headers.ProjectId = 'p1';" },
  { name: 'a Selected-*-Id header', pattern: /Selected-/, example: "{ 'Selected-Global-Id': 'global' }" },
  { name: 'the Lang header', pattern: /\bLang\b/, example: '{ Lang: context.lang }' },
  { name: 'the Loader-Type header', pattern: /Loader-Type/, example: "const LOADER_TYPE_HEADER = 'Loader-Type';" },
  { name: 'the Keycloak roles claim', pattern: /realm_access/, example: 'payload.realm_access' },
  {
    name: 'the username claim, outside the neutral default',
    pattern: /preferred_username/,
    example: 'payload.preferred_username',
    allowed: [{ file: 'auth/authDeclaration.ts', text: "username: 'preferred_username'" }],
  },
];

const ROOT = join(import.meta.dirname);

function engineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return engineFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each place a row's pattern appears where it is not allowed, as `file:line: text`. */
function seamFaults(row: SeamRow, files: readonly { file: string; lines: readonly string[] }[]): string[] {
  return files.flatMap(({ file, lines }) =>
    lines.flatMap((line, index) => {
      if (!row.pattern.test(line)) return [];
      if (row.allowed?.some((place) => place.file === file && line.includes(place.text))) return [];
      return [`${file}:${index + 1}: ${line.trim()}`];
    }),
  );
}

describe("the engine's seam with the product's wire (headers and claims)", () => {
  const files = engineFiles(ROOT).map((path) => ({ file: relative(ROOT, path).split('\\').join('/'), lines: readFileSync(path, 'utf8').split('\n') }));

  it.each(WIRE_ROWS.map((row) => [row.name, row] as const))('src/framework names no %s', (_name, row) => {
    expect(row.pattern.test(row.example), `the row's own example: ${row.example}`).toBe(true);
    expect(seamFaults(row, files)).toEqual([]);
  });

  it('finds a product name in an engine file, and lets a declared exception through', () => {
    const [header, claim] = [WIRE_ROWS[0]!, WIRE_ROWS.at(-1)!];
    const sample = [{ file: 'data/x.ts', lines: ['const a = 1;', "headers.ProjectId = 'p1';"] }];
    expect(seamFaults(header, sample)).toEqual(["data/x.ts:2: headers.ProjectId = 'p1';"]);
    expect(seamFaults(claim, [{ file: 'auth/authDeclaration.ts', lines: ["{ username: 'preferred_username' }"] }])).toEqual([]);
    expect(seamFaults(claim, [{ file: 'auth/other.ts', lines: ["{ username: 'preferred_username' }"] }])).toHaveLength(1);
  });
});

/**
 * docs/spec-api-coverage.md lists every call of spec §7 (src/contracts/specCalls.ts): whether
 * the demo API serves it (its route table), which screens make it (the app's code: a page or
 * the shell naming the call's contract, a generated screen calling its resource's route) and,
 * where none does, why (SPEC_CALLS_UNUSED). The table is built here and compared with the
 * page's; `SPEC_COVERAGE=write npx vitest run --configLoader runner src/docsSpecApiCoverage.test.ts`
 * writes it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPEC_CALLS } from './contracts/specCalls';
import { importCallsOf } from './contracts/imports';
import { SPEC_CALLS_UNUSED, UNUSED_REASONS } from './contracts/specCallsUnused';
import type { CallContract } from './framework/contracts/callContract';
import { loadRegistryFromDir } from './framework/registry/loadRegistryFromDir';
import { createDemoApi } from './server/createDemoApi';
import type { ResourceRoute } from './server/routes/apiRoute';
import { SPEC_ROUTES } from './shell/specRoutes';

const ROOT = join(import.meta.dirname, '..');
const PAGE = 'docs/spec-api-coverage.md';
const START = '<!-- spec-calls:start -->';
const END = '<!-- spec-calls:end -->';

const loaded = loadRegistryFromDir(ROOT);
if (!loaded.ok) throw new Error('the registry does not load');
const model = loaded.model;
const dataDir = mkdtempSync(join(tmpdir(), 'spec-coverage-'));
const demo = createDemoApi({ model, dataDir, fixturesDir: join(ROOT, 'fixtures') });
afterAll(() => {
  demo.store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `GET element/{}/to-id`: a call with its parameters unnamed, as the spec and the routes both write it. */
const shape = (call: string): string => call.replace(/\{[^}]*\}|:\w+/g, '{}').replace(/\/+$/, '');
const routes = new Map(demo.routes.map((route) => [shape(`${route.method} ${String(route.pattern)}`), route]));

/** Every call contract by the exported names that hold it: its own, and those of the tables it is in (`FIC_SCREEN_CALLS`). */
const contractModules = import.meta.glob<Record<string, unknown>>('./contracts/*.ts', { eager: true });
const contractNames = new Map<unknown, Set<string>>();
const holds = (name: string, value: unknown, depth: number): void => {
  if (value === null || typeof value !== 'object' || depth > 3) return;
  contractNames.set(value, (contractNames.get(value) ?? new Set()).add(name));
  for (const inner of Object.values(value)) holds(name, inner, depth + 1);
};
for (const module of Object.values(contractModules)) for (const [name, value] of Object.entries(module)) holds(name, value, 0);
/** The import calls the import page makes (src/pages/imports/ImportPage.tsx): a preview with its rows, else the background run, else the file. */
const importPaths = new Set(
  model.resources.flatMap((resource) => {
    if (!resource.import) return [];
    const calls = importCallsOf(resource.import);
    const made = calls.preview && calls.rows ? [calls.preview, calls.rows] : calls.background ? [calls.background] : calls.file ? [calls.file] : [];
    return made.map((call) => `${call.method} ${call.path}`);
  }),
);

/** The app's own code, where a page or the shell names a contract: file → text. */
const sources = new Map<string, string>();
const walk = (dir: string): void => {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$|testkit/.test(entry)) sources.set(relative(join(ROOT, 'src'), path), readFileSync(path, 'utf8'));
  }
};
walk(join(ROOT, 'src', 'pages'));
walk(join(ROOT, 'src', 'shell'));

/** The folders (`pages/timeline`, `shell`) whose code matches `pattern`. */
function foldersMatching(pattern: RegExp): string[] {
  const folders = [...sources]
    .filter(([, text]) => pattern.test(text))
    .map(([file]) =>
      file
        .split('/')
        .slice(0, file.startsWith('pages/') ? 2 : 1)
        .join('/'),
    );
  return [...new Set(folders)].sort();
}
/** The folders whose code names the export `name`. */
const callersOf = (name: string): string[] => foldersMatching(new RegExp(`\\b${name}\\b`));

/** Who makes a served call: the screens of its resource, the pages naming its contract; none found: an empty list. */
function usersOf(route: ResourceRoute & { contract?: CallContract }): string[] {
  if (route.contract) {
    const names = importPaths.has(`${route.contract.method} ${route.contract.path}`) ? ['importCallsOf'] : [...(contractNames.get(route.contract) ?? [])];
    return [...new Set(names.flatMap(callersOf))].sort().map((folder) => `\`${folder}\``);
  }
  const resource = model.resources.find((candidate) => candidate.name === route.resourceName);
  if (!resource) return [];
  const screen = `/${resource.route}`;
  const shown = !resource.menu.hidden || SPEC_ROUTES.includes(screen);
  const pattern = shape(`${route.method} ${String(route.pattern)}`);
  const viaBase = pattern.split(' ')[1]!.split('/')[0] === resource.api.path.split('/')[0];
  const isList = route.operation === 'list' && !route.action;
  // The screens list through the declared list path; the one-record calls and the actions at the base path (an action at its own).
  const calledByScreens = isList ? pattern === shape(`GET ${resource.api.list.path}`) : route.action !== undefined || viaBase;
  if (!calledByScreens) return [];
  // A resource without screens of its own is read by pages through the data provider, by its name.
  return shown ? [`${screen} (generated)`] : foldersMatching(new RegExp(`['"]${resource.name}['"]`)).map((folder) => `\`${folder}\``);
}

interface Row {
  group: string;
  call: string;
  served: boolean;
  usedBy: string[];
}

function rows(): Row[] {
  return SPEC_CALLS.flatMap(({ group, calls }) =>
    calls.map((call) => {
      const route = routes.get(shape(call)) as (ResourceRoute & { contract?: CallContract }) | undefined;
      return { group, call, served: route !== undefined, usedBy: route ? usersOf(route) : [] };
    }),
  );
}

function table(all: readonly Row[]): string {
  const lines = ['| spec §7 | call | served | made by the app | why not |', '|---|---|---|---|---|'];
  for (const row of all) {
    const why = row.usedBy.length > 0 ? undefined : SPEC_CALLS_UNUSED[row.call];
    lines.push(`| ${row.group} | \`${row.call}\` | ${row.served ? 'yes' : 'no'} | ${row.usedBy.join(', ')} | ${why ? `[${why}](#${why})` : ''} |`);
  }
  const served = all.filter((row) => row.served).length;
  const used = all.filter((row) => row.usedBy.length > 0).length;
  lines.push('', `${all.length} calls: ${served} served, ${used} made by the app.`, '', '## Why the app does not make a call', '');
  // Each reason under its own heading, the table's links' target.
  for (const [key, text] of Object.entries(UNUSED_REASONS)) lines.push(`### ${key}`, '', `${text[0]!.toUpperCase()}${text.slice(1)}.`, '');
  return lines.join('\n').trim();
}

describe(`${PAGE}: every call of spec §7`, () => {
  const all = rows();
  const expected = table(all);
  const text = readFileSync(join(ROOT, PAGE), 'utf8');
  if (process.env.SPEC_COVERAGE === 'write') {
    const [head, rest] = text.split(START);
    writeFileSync(join(ROOT, PAGE), `${head}${START}\n${expected}\n${END}${rest!.split(END)[1]}`);
  }

  it('the page shows the table built from the spec list, the served routes and the code that makes each call', () => {
    const shown = readFileSync(join(ROOT, PAGE), 'utf8').split(START)[1]?.split(END)[0]?.trim();
    expect(shown, `${PAGE} is out of date: SPEC_COVERAGE=write npx vitest run --configLoader runner src/docsSpecApiCoverage.test.ts`).toBe(expected);
  });

  it('every call is served', () => {
    expect(all.filter((row) => !row.served).map((row) => row.call)).toEqual([]);
  });

  it('every call the app does not make says why, and only those', () => {
    expect(all.filter((row) => row.usedBy.length === 0 && !SPEC_CALLS_UNUSED[row.call]).map((row) => row.call)).toEqual([]);
    expect(Object.keys(SPEC_CALLS_UNUSED).filter((call) => all.find((row) => row.call === call)?.usedBy.length !== 0)).toEqual([]);
  });
});

/**
 * docs/engine-api.md's data provider examples, run: the page's book entity is loaded by the
 * registry under each API style's declaration, the engine's own data provider makes each
 * example's call against a backend that answers what the example says, and the test holds the
 * requests it sent and what it made of the answers to the page.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docExamples, type DocExample } from '../tests/support/docExchanges';
import { markdownPart } from '../tests/support/markdownPart';
import { startScriptedBackend, type ScriptedBackend } from '../tests/support/scriptedBackend';
import { declareApplication, type ApplicationDeclaration } from './framework/application/applicationDeclaration';
import { createDataProvider, type AdminDataProvider } from './framework/data/createDataProvider';
import { loadRegistry } from './framework/registry/loadRegistry';
import { PRODUCT_APPLICATION } from './productApplication';

const PAGE = readFileSync(join(import.meta.dirname, '..', 'docs', 'engine-api.md'), 'utf8');

const part = (heading: string): { text: string; line: number } => markdownPart(PAGE, heading);

/** The page's JSON block whose label (the line before it) says `says`. */
function jsonBlock(says: string): string {
  const match = new RegExp(`^[^\\n]*${says}[^\\n]*\\n\\n\`\`\`json\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(PAGE);
  if (!match) throw new Error(`docs/engine-api.md has no JSON block after a line saying ${says}`);
  return match[1] ?? '';
}

/** The declaration a part's TypeScript block exports, compiled and loaded as the page writes it. */
async function declarationOf(heading: string): Promise<ApplicationDeclaration> {
  const code = part(heading).text.match(/```ts\n([\s\S]*?)```/)?.[1];
  if (!code) throw new Error(`docs/engine-api.md shows no TypeScript under "${heading}"`);
  const file = join(mkdtempSync(join(tmpdir(), 'engine-api-')), 'declaration.mjs');
  writeFileSync(file, ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText);
  const exported = Object.values((await import(pathToFileURL(file).href)) as Record<string, unknown>);
  return exported[0] as ApplicationDeclaration;
}

/** Every call of react-admin's data provider, and the engine's actions. */
const CALLS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany', 'runAction', 'runBulk'];

/** Each API style's part of the page, the declaration its examples run under and the calls it must show. */
const STYLES: { name: string; heading: string; declaration: () => Promise<ApplicationDeclaration>; calls: readonly string[] }[] = [
  { name: 'simple REST', heading: '### Simple REST', declaration: () => Promise.resolve({}), calls: CALLS },
  {
    name: 'paginated',
    heading: '### The paginated style',
    declaration: () => Promise.resolve(JSON.parse(part('### The paginated style').text.match(/```json\n([\s\S]*?)```/)?.[1] ?? '{}') as ApplicationDeclaration),
    calls: CALLS,
  },
  { name: 'another shape of API', heading: '### Another shape of API', declaration: () => declarationOf('### Another shape of API'), calls: ['getList'] },
];

afterAll(() => declareApplication(PRODUCT_APPLICATION));

describe.each(STYLES)("the data provider's examples in $name", ({ heading, declaration, calls }) => {
  const examples = docExamples(part(heading).text).map((example) => ({ ...example, line: example.line + part(heading).line - 1 }));
  let backend: ScriptedBackend;
  let dataProvider: AdminDataProvider;
  let declared: ApplicationDeclaration;

  beforeAll(async () => {
    declared = await declaration();
    declareApplication(declared);
    const loaded = loadRegistry({
      schemas: { 'book.schema.json': jsonBlock('`book.schema.json`') },
      resources: { 'book.resource.json': jsonBlock('`book.resource.json`') },
    });
    if (!loaded.ok) throw new Error(`the page's book does not load: ${JSON.stringify(loaded.issues)}`);
    backend = await startScriptedBackend();
    dataProvider = createDataProvider({ model: loaded.model, baseUrl: `${backend.origin}/api`, getRequestContext: () => ({ lang: 'en', token: 't0k3n' }) });
  });
  afterAll(() => backend.close());

  it('shows every call of the data provider, and an error', () => {
    expect(calls.filter((call) => !examples.some((example) => example.method === call))).toEqual([]);
    expect(examples.some((example) => example.outcome.rejects)).toBe(true);
  });

  it.each(examples.map((example): [string, DocExample] => [`${example.method} (docs/engine-api.md:${example.line})`, example]))(
    '%s sends the requests shown and makes the result shown of the answers',
    async (_title, example) => {
      declareApplication(declared);
      backend.expect(example.exchanges);
      const call = dataProvider[example.method as keyof AdminDataProvider] as (...args: unknown[]) => Promise<unknown>;
      const settled = await call(...example.args).then(
        (value) => ({ rejects: false, value }),
        (error: unknown) => ({ rejects: true, value: error }),
      );
      expect(backend.faults()).toEqual([]);
      if (example.outcome.rejects) {
        expect(settled.rejects, 'the call resolved').toBe(true);
        expect(settled.value).toMatchObject(example.outcome.value as Record<string, unknown>);
      } else {
        expect(settled).toEqual({ rejects: false, value: example.outcome.value });
      }
    },
  );
});

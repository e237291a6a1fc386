import { rmSync } from 'node:fs';
import { inspect } from 'node:util';
import { join } from 'node:path';
import type { ResolvedConfig, ViteDevServer } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { RESOURCE_DETAIL_KEYS, type RegistrySummary, type ResourceDetails } from '../framework/registry/resourceDetails';
import type { RegistryResult, ResourceTranslations } from '../framework/registry/types';
import { brokenProject } from '../framework/testing/brokenProject';
import { registryPlugin } from './registryPlugin';
import { REGISTRY_GENERATION_ANSWER, REGISTRY_GENERATION_QUESTION, staleRegistryReloadCode } from './staleRegistryReload';
import { ENTITY_FILES_SETTLE_MS } from './watchEntityFiles';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's hooks the way Vite does, with a context whose `error` throws like Vite's. */
function loadVirtualModule(root: string, command: 'build' | 'serve', name = 'virtual:registry'): unknown {
  const plugin = registryPlugin({ root });
  (plugin.configResolved as Hook).call(undefined, { command } as ResolvedConfig);
  const id = (plugin.resolveId as Hook).call(undefined, name);
  const context = {
    addWatchFile: () => undefined,
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return (plugin.load as Hook).call(context, id);
}

/** The value the module exports as `name`, as the browser would get it. */
function exported(code: string, name: string): unknown {
  const expression = new RegExp(`^export const ${name} = (.*);$`, 'm').exec(code)?.[1];
  if (expression === undefined) throw new Error(`the module exports no ${name}`);
  return new Function(`return ${expression};`)() as unknown;
}

type HotClient = { send(event: string, payload: unknown): void };

/** A stand-in for Vite's dev server: the watcher's listeners and the custom-event listeners the plugin registers. */
function fakeDevServer() {
  const changed: ((file: string) => void)[] = [];
  const questions = new Map<string, (data: unknown, client: HotClient) => void>();
  const server = {
    watcher: { add: () => undefined, on: (_event: string, listener: (file: string) => void) => changed.push(listener) },
    moduleGraph: { idToModuleMap: new Map(), invalidateModule: () => undefined },
    ws: { send: () => undefined, on: (event: string, listener: (data: unknown, client: HotClient) => void) => questions.set(event, listener) },
  } as unknown as ViteDevServer;
  return { server, changed, questions };
}

let cleanup: string | undefined;
afterEach(() => {
  if (cleanup) rmSync(cleanup, { recursive: true, force: true });
  vi.useRealTimers();
});

/** A change the dev server's watcher reports, handled once the files have settled. */
function changeFile(listeners: ((file: string) => void)[], file: string): void {
  vi.useFakeTimers();
  listeners[0]?.(file);
  vi.advanceTimersByTime(ENTITY_FILES_SETTLE_MS);
}

describe('registryPlugin', () => {
  it("serves each resource's summary in the registry and its details in a module of its own, which make the checked model again", () => {
    const registry = String(loadVirtualModule(process.cwd(), 'build'));
    const result = exported(registry, 'registryResult') as { ok: true; model: RegistrySummary };
    const checked = loadRegistryFromDir(process.cwd());
    if (!checked.ok) throw new Error('the project registry is faulty');
    expect(result.model.resources.map((resource) => resource.name)).toEqual(checked.model.resources.map((resource) => resource.name));
    for (const [index, summary] of result.model.resources.entries()) {
      const whole = checked.model.resources[index]!;
      // The first page carries no schema, no form and nothing only the demo API reads.
      for (const key of RESOURCE_DETAIL_KEYS) expect(summary).not.toHaveProperty(key);
      expect(registry).toContain(`"${whole.name}": () => import("virtual:registry-details/${whole.name}")`);
      const details = exported(String(loadVirtualModule(process.cwd(), 'build', `virtual:registry-details/${whole.name}`)), 'details') as ResourceDetails;
      const { title, ...rest } = summary;
      expect(title).toBe(whole.schema.title);
      expect({ ...rest, ...details, translations: whole.translations }).toEqual(whole);
    }
  });

  it("serves the resources' labels one language a module, and the registry without them", async () => {
    const registry = String(loadVirtualModule(process.cwd(), 'build'));
    const result = exported(registry, 'registryResult') as RegistryResult;
    if (!result.ok) throw new Error('the project registry is faulty');
    expect(result.model.resources.every((resource) => Object.keys(resource.translations).length === 0)).toBe(true);
    // Each translated language gets a loader, which imports that language's module.
    for (const locale of ['pt', 'en', 'es']) expect(registry).toContain(`"${locale}": () => import("virtual:registry-translations/${locale}")`);

    const full = loadRegistryFromDir(process.cwd());
    if (!full.ok) throw new Error('the project registry is faulty');
    const pt = String(loadVirtualModule(process.cwd(), 'build', 'virtual:registry-translations/pt'));
    const table = exported(pt, 'translations') as Record<string, ResourceTranslations>;
    const translated = full.model.resources.filter((resource) => resource.translations.pt);
    expect(translated.length).toBeGreaterThan(0);
    expect(Object.keys(table).sort()).toEqual(translated.map((resource) => resource.name).sort());
    for (const resource of translated) expect(table[resource.name]).toEqual(resource.translations.pt);
  });

  it('fails the build with the file, the JSON pointer and the fault', () => {
    const { root, file, pointer, schemaFile } = brokenProject();
    cleanup = root;
    expect(() => loadVirtualModule(root, 'build')).toThrow(`${file}#${pointer}: field "colour" is not a property of ${schemaFile}`);
  });

  it('refuses a build before the bundler starts, printing the fault list and no stack trace', () => {
    const { root, file, pointer } = brokenProject();
    cleanup = root;
    const plugin = registryPlugin({ root });
    let thrown: unknown;
    try {
      (plugin.config as Hook).call(undefined, {}, { command: 'build', mode: 'production' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const printed = inspect(thrown);
    expect(printed).toMatch(new RegExp(`^1 problem in the entity files:\n {2}${file.replace(/[.]/g, '\\.')}#${pointer}: field "colour"`));
    expect(printed).not.toMatch(/\bat \S+ \(/);
  });

  it('hands the faults to the page under the dev server, so it shows them instead of going blank', () => {
    const { root, file, pointer } = brokenProject();
    cleanup = root;
    const code = String(loadVirtualModule(root, 'serve'));
    const result = exported(code, 'registryResult') as { ok: boolean; issues: unknown[] };
    expect(result.ok).toBe(false);
    expect(result.issues).toEqual([{ file, pointer, message: expect.stringContaining('field "colour"') }]);
  });

  it("checks the project once for the registry and every language's module; under the dev server a changed entity file brings a fresh check", () => {
    const root = process.cwd();
    const check = vi.fn(loadRegistryFromDir);
    const plugin = registryPlugin({ root, check });
    (plugin.configResolved as Hook).call(undefined, { command: 'serve' } as ResolvedConfig);
    const { server, changed: listeners } = fakeDevServer();
    (plugin.configureServer as Hook).call(undefined, server);
    const load = (name: string) => (plugin.load as Hook).call(undefined, (plugin.resolveId as Hook).call(undefined, name));
    for (const name of ['virtual:registry', 'virtual:registry-translations/pt', 'virtual:registry-translations/en']) load(name);
    expect(check).toHaveBeenCalledTimes(1);
    changeFile(listeners, join(root, 'schemas', 'activity.schema.json'));
    load('virtual:registry');
    expect(check).toHaveBeenCalledTimes(2);
    // A locale file is checked with the definitions (message codes, parity): its change brings a fresh check too.
    changeFile(listeners, join(root, 'src', 'locales', 'es.json'));
    load('virtual:registry');
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('under the dev server, a page learns that the entity files changed after its registry was made, even if it missed the reload', () => {
    const root = process.cwd();
    const plugin = registryPlugin({ root, check: () => ({ ok: true, model: { resources: [] } }) as RegistryResult });
    (plugin.configResolved as Hook).call(undefined, { command: 'serve' } as ResolvedConfig);
    const { server, changed, questions } = fakeDevServer();
    (plugin.configureServer as Hook).call(undefined, server);
    const registryModule = () => String((plugin.load as Hook).call(undefined, (plugin.resolveId as Hook).call(undefined, 'virtual:registry')));
    const answer = () => {
      const client = { send: vi.fn() };
      questions.get(REGISTRY_GENERATION_QUESTION)?.(undefined, client);
      return client.send.mock.calls[0];
    };
    const before = registryModule();
    expect(before).toContain(staleRegistryReloadCode(0));
    expect(answer()).toEqual([REGISTRY_GENERATION_ANSWER, 0]);
    changeFile(changed, join(root, 'resources', 'discipline.resource.json'));
    expect(answer()).toEqual([REGISTRY_GENERATION_ANSWER, 1]);
    expect(registryModule()).toContain(staleRegistryReloadCode(1));
  });

  it('leaves the dev server check out of the built registry', () => {
    expect(String(loadVirtualModule(process.cwd(), 'build'))).not.toContain('import.meta.hot');
  });
});

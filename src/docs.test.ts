/**
 * The README and the manual (docs/*.md) show commands, links and files; these tests keep
 * them true: every npm command exists, every relative link (and its #anchor) leads
 * somewhere, every JSON example parses and every definition example passes its
 * meta-schema, the README's map names the real folders, and no line is over 160 characters.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceDefinitionValidator, schemaMetaValidator, valueSetValidator } from './framework/registry/metaValidators';
import { DEMO_PASSWORD, DEMO_USERS } from './server/demoUsers';

const ROOT = join(import.meta.dirname, '..');
const MAX_LINE = 160;

interface Page {
  /** Path from the repository's root (`docs/demo-api.md`). */
  file: string;
  text: string;
}

const pages: Page[] = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].map((file) => ({
  file,
  text: readFileSync(join(ROOT, file), 'utf8'),
}));

interface CodeBlock {
  language: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The last line of text before the block: what it says the block is. */
  label: string;
}

const FENCE = /^```([^\n`]*)\n([\s\S]*?)^```$/gm;

function codeBlocks(text: string): CodeBlock[] {
  return [...text.matchAll(FENCE)].map((match) => {
    const before = text.slice(0, match.index).split('\n');
    const label = before.reverse().find((line) => line.trim() !== '') ?? '';
    return { language: (match[1] ?? '').trim(), code: match[2] ?? '', line: before.length, label };
  });
}

/** The prose: fenced blocks blanked (their lines kept, so line numbers hold). */
const prose = (text: string): string => text.replace(FENCE, (block) => block.replace(/[^\n]/g, ''));
const codeSpans = (text: string): string[] => [...prose(text).matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

describe('the npm commands the docs show', () => {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  /** npm's own commands; those that run a script of package.json need it. */
  const BUILT_IN = new Set(['ci', 'install', 'i', 'audit', 'exec', 'run', 'ls', 'outdated', 'update', 'view', 'version', 'cache', 'config', 'help']);
  const RUN_SCRIPT = new Set(['test', 'start', 'stop', 'restart']);
  const COMMAND = /\bnpm\s+(?:run(?:-script)?\s+(?:--?[\w-]+(?:=\S*)?\s+)*([\w:.-]+)|([a-z][\w-]*))/g;

  const commands = pages.flatMap(({ file, text }) =>
    [...codeSpans(text), ...codeBlocks(text).map((block) => block.code)].flatMap((code) =>
      [...code.matchAll(COMMAND)].map((match) => ({ file, shown: match[0], script: match[1], command: match[2] })),
    ),
  );

  it('finds the commands of the README and the manual', () => {
    expect(commands.map((command) => command.shown)).toEqual(expect.arrayContaining(['npm install', 'npm start', 'npm ci', 'npm test', 'npm run check']));
  });

  it('shows only scripts package.json has, and npm commands that exist', () => {
    const unknown = commands
      .filter(({ script, command }) =>
        script !== undefined ? !(script in scripts) : RUN_SCRIPT.has(command ?? '') ? !(command! in scripts) : !BUILT_IN.has(command ?? ''),
      )
      .map(({ file, shown }) => `${file}: "${shown}"`);
    expect(unknown, `package.json's scripts are: ${Object.keys(scripts).join(', ')}`).toEqual([]);
  });
});

/** GitHub's anchor of a heading: its text, lower case, without punctuation, spaces as dashes; a repeated one gets `-1`, `-2` ... */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = (match[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

describe('the relative links of the docs', () => {
  const links = pages.flatMap(({ file, text }) => {
    // Links in prose only: a link written inside code is text.
    const plain = prose(text).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
    return [...plain.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
      .map((match) => ({ file, target: match[1] ?? '', line: lineOf(plain, match.index) }))
      .filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
  });

  it('finds links to check', () => {
    expect(links.length).toBeGreaterThan(20);
  });

  it('point to files and folders that exist, and to headings that exist', () => {
    const broken = links.flatMap(({ file, target, line }) => {
      const [path = '', anchor] = target.split('#');
      const resolved = path === '' ? join(ROOT, file) : join(ROOT, dirname(file), decodeURIComponent(path));
      const at = `${file}:${line} (${target})`;
      if (!existsSync(resolved)) return [`${at}: ${relative(ROOT, resolved)} does not exist`];
      if (anchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return [];
      const anchors = anchorsOf(readFileSync(resolved, 'utf8'));
      return anchors.has(anchor)
        ? []
        : [`${at}: ${relative(ROOT, resolved)} has no heading "#${anchor}" (it has ${[...anchors].map((a) => `#${a}`).join(', ')})`];
    });
    expect(broken).toEqual([]);
  });
});

describe('the JSON examples of the docs', () => {
  const blocks = pages.flatMap(({ file, text }) =>
    codeBlocks(text)
      .filter((block) => block.language === 'json')
      .map((block) => ({ file, ...block })),
  );
  /** What a block's label says it is: the file it names in backticks. */
  const fileOf = (label: string): string | undefined => codeSpans(label).find((span) => /\.json$/.test(span));

  it('finds the examples, the three files of "Adding an entity" among them', () => {
    const named = blocks.map((block) => fileOf(block.label));
    expect(named).toEqual(expect.arrayContaining(['schemas/supplier.schema.json', 'resources/supplier.resource.json', 'fixtures/supplier.json']));
  });

  it('are JSON (a fragment is shown as jsonc or text, not json)', () => {
    const broken = blocks.flatMap(({ file, line, code }) => {
      try {
        JSON.parse(code);
        return [];
      } catch (error) {
        return [`${file}:${line}: ${error instanceof Error ? error.message : String(error)}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('pass the meta-schema of the file they stand for (resource, value set, entity schema, fixture)', () => {
    const faults = blocks.flatMap(({ file, line, code, label }) => {
      const named = fileOf(label);
      if (!named) return [];
      const document: unknown = JSON.parse(code);
      const at = `${file}:${line} (${named})`;
      if (named.startsWith('fixtures/')) return Array.isArray(document) ? [] : [`${at}: a fixture is a list of records`];
      const validate = named.endsWith('.resource.json')
        ? resourceDefinitionValidator()
        : named.endsWith('.values.json')
          ? valueSetValidator()
          : named.endsWith('.schema.json')
            ? schemaMetaValidator()
            : undefined;
      if (!validate || validate(document)) return [];
      return (validate.errors ?? []).map((error) => `${at}#${error.instancePath}: ${error.message ?? error.keyword}`);
    });
    expect(faults).toEqual([]);
  });
});

describe('the README', () => {
  const readme = pages.find((page) => page.file === 'README.md')!.text;

  it('runs the demo and every test with one command line each, the test command being the one .ci/run runs', () => {
    const shell = codeBlocks(readme)
      .filter((block) => block.language === 'sh')
      .map((block) => block.code);
    expect(shell).toEqual(['npm install && npm start\n', 'npm ci && npm test\n']);
    const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8').split('\n');
    expect(ci).toEqual(expect.arrayContaining(['npm ci', 'npm test']));
  });

  it('names every demo user and their password', () => {
    const users = readme.slice(readme.indexOf('## Demo users'), readme.indexOf('\n## ', readme.indexOf('## Demo users') + 1));
    expect(users).toContain(`\`${DEMO_PASSWORD}\``);
    expect(DEMO_USERS.filter((user) => !users.includes(`\`${user.username}\``)).map((user) => user.username)).toEqual([]);
  });

  describe('its map of the house', () => {
    const start = readme.indexOf('## Map of the house');
    const block = codeBlocks(readme.slice(start))[0];
    /** Each folder the map names, as a path from the root: indentation (two spaces a level) says what holds it. */
    const named: string[] = [];
    const stack: string[] = [];
    for (const line of block?.code.split('\n') ?? []) {
      const match = /^( *)([\w.-]+)\//.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 2;
      stack.length = depth;
      stack.push(match[2] ?? '');
      named.push(stack.join('/'));
    }
    const foldersOf = (dir: string) =>
      readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`);

    it('names folders that exist', () => {
      expect(named.length).toBeGreaterThan(60);
      expect(named.filter((folder) => !existsSync(join(ROOT, folder)) || !statSync(join(ROOT, folder)).isDirectory())).toEqual([]);
    });

    it('names every folder of the engine, the shell, the pages and the demo API, and the project folders', () => {
      const folders = ['src/framework', 'src/shell', 'src/pages', 'src/server'].flatMap(foldersOf);
      const required = [...folders, 'schemas', 'resources', 'fixtures', 'scripts', 'tests', 'src/locales'];
      expect(
        required.filter((folder) => !named.includes(folder)),
        'add a line "<folder>/  <its job>" to the map, indented under its parent',
      ).toEqual([]);
    });
  });
});

describe('the lines of the docs', () => {
  it(`are at most ${MAX_LINE} characters`, () => {
    const long = pages.flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, index) => ([...line].length > MAX_LINE ? [`${file}:${index + 1} (${[...line].length} characters)`] : [])),
    );
    expect(long).toEqual([]);
  });
});

import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { formatIssues } from '../../src/framework/registry/formatIssues';
import { checkProject } from '../../src/build/checkProject';

/** One change to one file of the base project (the product plus tests/integration/full-feature-entity). */
export interface FaultEdit {
  file: string;
  /** Whole new text. */
  text?: string;
  prepend?: string;
  /** [from, to]: the first occurrence replaced (it must exist). */
  replace?: [string, string];
  /** [from, to]: the last occurrence replaced. */
  replaceLast?: [string, string];
  /** Keep only the first N characters. */
  truncate?: number;
  /** JSON pointer → new value (the file is rewritten with two-space indents). */
  set?: Record<string, unknown>;
  /** JSON pointers to delete. */
  remove?: string[];
  /** A new file holding another file's text. */
  copyFrom?: string;
}

export interface FaultCase {
  name: string;
  edits: FaultEdit[];
  /** `location: message fragment`, one per fault `npm run check` must print, in any order, and no other. */
  expect: string[];
  /** A fragment of the folded line of follow-on faults under the first fault. */
  folded?: string;
}

export const FULL_FEATURE_ENTITY = join(import.meta.dirname, '..', 'integration', 'full-feature-entity');

/** A copy of the project's entity and locale files with the full-feature entity added, in a temporary folder. */
export function baseProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'registry-fault-'));
  for (const dir of ['schemas', 'resources', 'fixtures', 'src/locales']) {
    cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true, filter: (source) => !source.endsWith('.ts') });
    if (existsSync(join(FULL_FEATURE_ENTITY, dir))) cpSync(join(FULL_FEATURE_ENTITY, dir), join(root, dir), { recursive: true });
  }
  return root;
}

function setAt(document: unknown, pointer: string, value: unknown, remove: boolean): void {
  const keys = pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop() ?? '';
  let node = document as Record<string, unknown>;
  for (const key of keys) {
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  if (remove) delete node[last];
  else node[last] = value;
}

export function applyEdit(root: string, edit: FaultEdit): void {
  const path = join(root, edit.file);
  if (edit.copyFrom !== undefined) {
    cpSync(join(root, edit.copyFrom), path);
    return;
  }
  if (edit.text !== undefined) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, edit.text);
    return;
  }
  let text = readFileSync(path, 'utf8');
  if (edit.prepend !== undefined) text = edit.prepend + text;
  if (edit.replace) {
    if (!text.includes(edit.replace[0])) throw new Error(`${edit.file} has no ${JSON.stringify(edit.replace[0])}`);
    text = text.replace(edit.replace[0], edit.replace[1]);
  }
  if (edit.replaceLast) {
    const at = text.lastIndexOf(edit.replaceLast[0]);
    if (at === -1) throw new Error(`${edit.file} has no ${JSON.stringify(edit.replaceLast[0])}`);
    text = text.slice(0, at) + edit.replaceLast[1] + text.slice(at + edit.replaceLast[0].length);
  }
  if (edit.truncate !== undefined) text = text.slice(0, edit.truncate);
  if (edit.set || edit.remove) {
    const document = JSON.parse(text) as unknown;
    for (const [pointer, value] of Object.entries(edit.set ?? {})) setAt(document, pointer, value, false);
    for (const pointer of edit.remove ?? []) setAt(document, pointer, undefined, true);
    text = `${JSON.stringify(document, null, 2)}\n`;
  }
  writeFileSync(path, text);
}

/** The base project the cases of a file share: made on the first case, each case's edits undone after it. */
let sharedRoot: string | undefined;

/** Deletes the shared base project (a test file's afterAll). */
export function removeSharedBaseProject(): void {
  if (sharedRoot) rmSync(sharedRoot, { recursive: true, force: true });
  sharedRoot = undefined;
}

/** What undoes one edit: the file's text before it (or its absence), and the first folder the edit creates. */
interface Undo {
  path: string;
  text: string | undefined;
  createdDir: string | undefined;
}

function undoOf(root: string, edit: FaultEdit): Undo {
  const path = join(root, edit.file);
  let createdDir: string | undefined;
  for (let dir = dirname(path); !existsSync(dir); dir = dirname(dir)) createdDir = dir;
  return { path, text: existsSync(path) ? readFileSync(path, 'utf8') : undefined, createdDir };
}

function undo({ path, text, createdDir }: Undo): void {
  if (text === undefined) rmSync(path, { force: true });
  else writeFileSync(path, text);
  if (createdDir) rmSync(createdDir, { recursive: true, force: true });
}

/**
 * What `npm run check` prints for the base project with the case's edits (empty when it
 * passes). The cases share one copy of the project and undo their edits: copying and deleting
 * the project's files for each case took most of a case's time.
 */
export function checkOutput(fault: FaultCase): string {
  sharedRoot ??= baseProject();
  const root = sharedRoot;
  const undos: Undo[] = [];
  try {
    for (const edit of fault.edits) {
      undos.push(undoOf(root, edit));
      applyEdit(root, edit);
    }
    const result = checkProject(root);
    return result.ok ? '' : formatIssues(result.issues);
  } finally {
    for (const step of undos.reverse()) undo(step);
  }
}

export function readCases(): FaultCase[] {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'cases.json'), 'utf8')) as FaultCase[];
}

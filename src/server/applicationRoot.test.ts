import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApplicationDeclarationError, readApplicationDeclaration } from './applicationRoot';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A folder whose application.json holds `text`. */
function folderWith(text: string): string {
  root = mkdtempSync(join(tmpdir(), 'application-'));
  writeFileSync(join(root, 'application.json'), text);
  return root;
}

/** What reading the folder's declaration throws: its message and issues. */
function refusal(dir: string): ApplicationDeclarationError {
  try {
    readApplicationDeclaration(dir);
  } catch (error) {
    if (error instanceof ApplicationDeclarationError) return error;
    throw error;
  }
  throw new Error('the declaration was read');
}

describe("an application folder's application.json", () => {
  it('is read as the declaration it holds', () => {
    expect(readApplicationDeclaration(join(process.cwd(), 'apps', 'library'))).toMatchObject({ name: 'Library', version: '1.0.0' });
  });

  it('is refused, before its build, check or demo API runs, with each fault at its JSON path', () => {
    const error = refusal(folderWith(JSON.stringify({ name: 'Shelf', api: { defaultStyle: 'soap' }, colours: {} })));
    expect(error.issues.map(({ pointer }) => pointer)).toEqual(['/colours', '/api/defaultStyle']);
    expect(error.message).toContain('application.json#/api/defaultStyle: must be one of: "simple-rest", "paginated"');
  });

  it('is refused at its line and column when it is no JSON', () => {
    const error = refusal(folderWith('{ "name": "Shelf", }'));
    expect(error.issues).toEqual([expect.objectContaining({ file: 'application.json', line: 1 })]);
  });
});

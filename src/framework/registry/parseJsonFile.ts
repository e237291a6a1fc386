import type { RegistryIssue } from './types';

export type ParsedFile = { ok: true; value: unknown } | { ok: false; issue: RegistryIssue };

/** Parses one project file; a syntax error names the line and column, not just an offset. */
export function parseJsonFile(file: string, text: string): ParsedFile {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(reason);
    let where = '';
    if (position?.[1] !== undefined) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      const column = before.length - before.lastIndexOf('\n');
      where = ` (line ${line}, column ${column})`;
    }
    return { ok: false, issue: { file, pointer: '', message: `invalid JSON${where}: ${reason}` } };
  }
}

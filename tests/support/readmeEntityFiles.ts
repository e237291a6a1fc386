import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files of the README's "Add an entity" section, word for word: each numbered step
 * naming a file (`1. \`schemas/supplier.schema.json\`: ...`) and the ```json block after it.
 */
export function readmeEntityFiles(readme = join(process.cwd(), 'README.md')): Record<string, string> {
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf('\n## Add an entity');
  if (start === -1) throw new Error('README.md has no "## Add an entity" section');
  const end = text.indexOf('\n## ', start + 1);
  const section = text.slice(start, end === -1 ? undefined : end);
  const files: Record<string, string> = {};
  for (const match of section.matchAll(/^\d+\. `([^`]+)`[^\n]*\n+```json\n([\s\S]*?)\n```/gm)) {
    files[match[1]!] = `${match[2]!}\n`;
  }
  return files;
}

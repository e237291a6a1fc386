import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The page of the docs that walks through adding an entity. */
export const ADD_AN_ENTITY_PAGE = join('docs', 'adding-an-entity.md');

/**
 * The files of the docs' "Adding an entity" example, word for word: each numbered step
 * naming a file (`1. \`schemas/supplier.schema.json\`: ...`) and the ```json block after it.
 */
export function readmeEntityFiles(page = join(process.cwd(), ADD_AN_ENTITY_PAGE)): Record<string, string> {
  const text = readFileSync(page, 'utf8');
  const files: Record<string, string> = {};
  for (const match of text.matchAll(/^\d+\. `([^`]+)`[^\n]*\n+```json\n([\s\S]*?)\n```/gm)) {
    files[match[1]!] = `${match[2]!}\n`;
  }
  if (Object.keys(files).length === 0) throw new Error(`${page} shows no file: each is a numbered step naming it in backticks, then a \`\`\`json block`);
  return files;
}

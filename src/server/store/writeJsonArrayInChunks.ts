import { renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import { syncDirectory } from './syncDirectory';
import { temporaryFileFor } from './writeJsonAtomic';

/** Records serialised per step: about 250 KB of text, 2 to 3 ms of work between two chances for requests. */
const CHUNK = 250;

/** One item as `JSON.stringify(array, null, 2)` prints it inside the array. */
function itemText(item: unknown): string {
  // JSON escapes newlines inside strings, so every real newline is a line break to indent.
  return `  ${JSON.stringify(item, null, 2).replaceAll('\n', '\n  ')}`;
}

/**
 * Writes `items` to `file` as `writeJsonAtomic` does (same text, a temporary file then a
 * rename), but serialises and writes a chunk at a time, awaiting each write, so a
 * 100 MB collection never blocks the event loop for long. `items` must not change while
 * this runs (collections hand over a snapshot array of immutable records).
 *
 * Before the rename `stillWanted()` is asked; when it answers false (a newer write already
 * reached the file) the temporary file is dropped and the answer is undefined. The check
 * and the rename run in one synchronous step, so no newer write can land between them.
 * Answers the bytes written; on failure the temporary file is removed and the error rethrown.
 */
export async function writeJsonArrayInChunks(file: string, items: readonly unknown[], stillWanted: () => boolean = () => true): Promise<number | undefined> {
  const temporary = temporaryFileFor(file);
  let bytes = 0;
  try {
    const handle = await open(temporary, 'w');
    try {
      const put = async (text: string): Promise<void> => {
        bytes += Buffer.byteLength(text, 'utf8');
        await handle.write(text, null, 'utf8');
      };
      if (items.length === 0) {
        await put('[]\n');
      } else {
        for (let start = 0; start < items.length; start += CHUNK) {
          const body = items
            .slice(start, start + CHUNK)
            .map(itemText)
            .join(',\n');
          const end = start + CHUNK >= items.length;
          await put(`${start === 0 ? '[\n' : ',\n'}${body}${end ? '\n]\n' : ''}`);
        }
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (!stillWanted()) {
      rmSync(temporary, { force: true });
      return undefined;
    }
    renameSync(temporary, file);
    syncDirectory(dirname(file));
    return bytes;
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

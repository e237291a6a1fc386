import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryFileFor } from '../store/writeJsonAtomic';
import { appFileName, type AppFileIdentity } from './appFileName';
import { placeholderApp } from './placeholderApp';

/**
 * Writes the placeholder app file into `dir` unless a file of that name is already there
 * (a real build put in its place is never overwritten). Answers the file's path.
 */
export function ensurePlaceholderApp(dir: string, identity: AppFileIdentity): string {
  const file = join(dir, appFileName(identity));
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  // Renamed into place, so a download running at the same time never reads half a file.
  const temporary = temporaryFileFor(file);
  try {
    writeFileSync(temporary, placeholderApp(identity));
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return file;
}

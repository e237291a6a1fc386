import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { MEDIA_FOLDER } from './storedMedia';

/**
 * Copies the seeded evidence files (`<fixturesDir>/media`) into the working data, leaving
 * any file already there: the fixtures stay read-only, uploads and deletions touch the copies.
 */
export function copyFixtureMedia(fixturesDir: string, dataDir: string): void {
  const from = join(fixturesDir, MEDIA_FOLDER);
  if (!existsSync(from)) return;
  cpSync(from, join(dataDir, MEDIA_FOLDER), { recursive: true, force: false, errorOnExist: false });
}

/**
 * `npm run reset`: deletes the demo API's working copy `.data/`, so the next start copies
 * the committed fixtures again.
 */
import '../src/productApplication';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = join(process.cwd(), '.data');

if (existsSync(dataDir)) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${dataDir}: the next start begins again from fixtures/.`);
} else {
  console.log(`Nothing to reset: ${dataDir} does not exist; the next start begins from fixtures/.`);
}

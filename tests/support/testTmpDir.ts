import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup: every temporary file and folder a test run makes (data folders,
 * fixtures, project copies, uploads) goes under one folder of its own, removed when the
 * run ends, so repeated runs leave nothing behind in the system's temporary folder. The
 * workers and the processes they start inherit `TMPDIR`, which `os.tmpdir()` reads.
 */
export default function testTmpDir(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'certificare-tests-'));
  process.env.TMPDIR = root;
  // A browser closing as the run ends may still be writing its profile under the folder (ENOTEMPTY): tried again.
  return () => rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
}

/**
 * docs/second-application.md walks a third application from an empty folder to a signed-in
 * list: its blocks, written into a fresh folder, are an application the engine checks and
 * whose demo API answers its list to its demo user.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { declareApplication } from './framework/application/applicationDeclaration';
import { PRODUCT_APPLICATION } from './productApplication';
import { checkApplication, declareApplicationAt } from './server/applicationRoot';
import { startTestApi } from './server/demoApi.testkit';
import { sessionFeature } from './server/session/sessionFeature';

const ROOT = join(import.meta.dirname, '..');
const PAGE = readFileSync(join(ROOT, 'docs', 'second-application.md'), 'utf8');

/** Each JSON block of the walk-through, by the `apps/shelf/...` file its step names. */
function walkThroughFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const match of PAGE.matchAll(/^\d+\. `apps\/shelf\/([^`]+)`[^\n]*\n\n```json\n([\s\S]*?)^```$/gm)) files[match[1] ?? ''] = match[2] ?? '';
  return files;
}

afterAll(() => declareApplication(PRODUCT_APPLICATION));

describe("the walk-through of a third application's first entity", () => {
  it('names the five files of an application', () => {
    expect(Object.keys(walkThroughFiles()).sort()).toEqual([
      'application.json',
      'demo-users.json',
      'fixtures/shelf.json',
      'resources/shelf.resource.json',
      'schemas/shelf.schema.json',
    ]);
  });

  it('is an application the engine checks, whose list its demo user reads signed in', async () => {
    const root = mkdtempSync(join(tmpdir(), 'third-application-'));
    for (const [file, text] of Object.entries(walkThroughFiles())) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const application = declareApplicationAt(root);
    const checked = checkApplication(root);
    expect(checked.ok ? [] : checked.issues).toEqual([]);
    if (!checked.ok) return;
    const api = await startTestApi({
      model: checked.model,
      fixturesDir: join(root, 'fixtures'),
      auth: { users: application.users },
      features: [sessionFeature],
      as: 'keeper',
    });
    try {
      const list = await api.call('GET', 'shelf?range=%5B0%2C24%5D');
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).toContain('B-3');
      expect((await api.anonymous('GET', 'shelf')).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it("copies a page and an entry that name nothing of the library's", () => {
    const entry = readFileSync(join(ROOT, 'apps', 'library', 'main.ts'), 'utf8') + readFileSync(join(ROOT, 'apps', 'library', 'index.html'), 'utf8');
    expect(entry).not.toMatch(/library/i);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_STYLE_REWRITES } from './packageStyleRewrites';
import { rewriteSelectors } from './rewriteSelectorsPlugin';

describe('PACKAGE_STYLE_REWRITES', () => {
  it.each(PACKAGE_STYLE_REWRITES.map((rewrite) => [rewrite.selector, rewrite] as const))(
    'still finds "%s" in the installed package, and leaves it nowhere',
    (_selector, rewrite) => {
      const sheet = readFileSync(join(process.cwd(), 'node_modules', rewrite.file), 'utf8');
      const rewritten = rewriteSelectors(sheet, rewrite.file, [rewrite]);
      expect(rewritten).toContain(`${rewrite.by} {`);
      expect(rewritten.split('\n').filter((line) => line.startsWith(`${rewrite.selector} `))).toEqual([]);
    },
  );
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DOCS_END, DOCS_FILE, DOCS_START, HEAVY_WORK_ROWS, mergeLatest, readLatest, renderHeavyWorkTable, withTable } from './heavyWorkTable';

describe('the heavy work table', () => {
  test('shows each figure beside its target, says whether it is met, and names a figure not yet measured', () => {
    const table = renderHeavyWorkTable({
      bpmn500: { value: 1.14, date: '2026-11-28', commit: 'abc1234' },
      writeLoadRate: { value: 1245, date: '2026-11-28', commit: 'abc1234' },
      crashRestartActivities: { value: 2800, date: '2026-11-27', commit: 'def5678' },
    }).split('\n');
    expect(table).toHaveLength(2 + Object.keys(HEAVY_WORK_ROWS).length);
    expect(table).toContain('| BPMN model of 500 elements opened, beside bare bpmn-js | 1.14× | ≤ 1.20× | yes | 2026-11-28 (abc1234) |');
    expect(table).toContain('| 1 write in 10, 100 000 activities, 50 connections: rate | 1 245 req/s | ≥ 2 000 req/s | no | 2026-11-28 (abc1234) |');
    expect(table).toContain('| answering again after kill -9, 100 000 activities | 2 800 ms | ≤ 3 000 ms | yes | 2026-11-27 (def5678) |');
    expect(table).toContain('| start, 100 000 elements | not measured | ≤ 3 000 ms |  |  |');
  });

  test('a partial run replaces the figures it measured and keeps the others', () => {
    const before = {
      bpmn500: { value: 1.3, date: '2026-11-20', commit: 'old' },
      startActivities: { value: 2800, date: '2026-11-20', commit: 'old' },
    };
    const after = mergeLatest(before, new Map([['bpmn500', 1.1] as const]), '2026-11-28', 'new');
    expect(after).toEqual({ bpmn500: { value: 1.1, date: '2026-11-28', commit: 'new' }, startActivities: before.startActivities });
  });

  test('writes the table between the markers of the docs page and nothing else', () => {
    const page = `# Title\n\ntext\n${DOCS_START}\nold table\n${DOCS_END}\n\nmore\n`;
    expect(withTable(page, '| a |')).toBe(`# Title\n\ntext\n${DOCS_START}\n| a |\n${DOCS_END}\n\nmore\n`);
    expect(() => withTable('# no markers\n', '| a |')).toThrow(/no <!-- heavy-work:start/);
  });

  test('the performance page shows the figures kept in bench/latest.json', () => {
    const page = readFileSync(join(process.cwd(), DOCS_FILE), 'utf8');
    expect(page).toBe(withTable(page, renderHeavyWorkTable(readLatest(process.cwd()))));
  });
});

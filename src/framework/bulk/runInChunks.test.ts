import { describe, expect, it, vi } from 'vitest';
import { runInChunks } from './runInChunks';

const ids = Array.from({ length: 7 }, (_, index) => `r${index}`);

describe('runInChunks', () => {
  it('runs the chunks in order, telling the progress, and counts what each refused', async () => {
    const runChunk = vi.fn(async (chunk: unknown[]) => ({ failures: chunk.includes('r4') ? [{ id: 'r4', error: 'IS_CONCLUDED' }] : [] }));
    const progress: number[] = [];
    const report = await runInChunks({ ids, runChunk, chunkSize: 3, onProgress: (handled) => progress.push(handled) });
    expect(runChunk.mock.calls.map(([chunk]) => chunk)).toEqual([['r0', 'r1', 'r2'], ['r3', 'r4', 'r5'], ['r6']]);
    expect(progress).toEqual([0, 3, 6, 7]);
    expect(report).toEqual({ total: 7, done: 6, failures: [{ id: 'r4', error: 'IS_CONCLUDED' }], notRun: 0, cancelled: false });
  });

  it('stops after the chunk under way when cancelled, the rest not run', async () => {
    let cancelled = false;
    const runChunk = vi.fn(async () => {
      cancelled = true;
      return { failures: [] };
    });
    const report = await runInChunks({ ids, runChunk, chunkSize: 3, isCancelled: () => cancelled });
    expect(runChunk).toHaveBeenCalledTimes(1);
    expect(report).toMatchObject({ done: 3, notRun: 4, cancelled: true });
  });

  it('tells the progress within a chunk, and a cancel that aborts the chunk under way leaves its records not run, with no error', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const runChunk = vi.fn(async (_chunk: unknown[], { progress: tell, signal }: { progress: (n: number) => void; signal: AbortSignal }) => {
      tell(2);
      controller.abort();
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      return { failures: [] };
    });
    const report = await runInChunks({ ids, runChunk, chunkSize: 5, onProgress: (handled) => progress.push(handled), signal: controller.signal });
    expect(progress).toEqual([0, 2]);
    expect(runChunk).toHaveBeenCalledTimes(1);
    expect(report).toEqual({ total: 7, done: 0, failures: [], notRun: 7, cancelled: true });
  });

  it('stops at a chunk refused whole: its records and the later ones are not run, the error kept', async () => {
    const refusal = new Error('500');
    const runChunk = vi.fn(async (chunk: unknown[]) => {
      if (chunk.includes('r3')) throw refusal;
      return { failures: [{ id: 'r1', error: 'NOT_FOUND' }] };
    });
    const report = await runInChunks({ ids, runChunk, chunkSize: 3 });
    expect(runChunk).toHaveBeenCalledTimes(2);
    expect(report).toEqual({ total: 7, done: 2, failures: [{ id: 'r1', error: 'NOT_FOUND' }], error: refusal, notRun: 4, cancelled: false });
  });
});

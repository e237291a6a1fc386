import { useEffect, useRef, useState } from 'react';
import { useTranslate, type Identifier } from 'ra-core';
import { usePopup } from '../feedback/ErrorDialogContext';
import { bulkReportPopup } from './bulkReportPopup';
import { runInChunks, type BulkReport, type ChunkContext, type ChunkOutcome } from './runInChunks';

/** A run under way, for the progress dialog. */
export interface BulkProgress {
  title: string;
  handled: number;
  total: number;
  /** Cancel was asked: the run stops after the chunk under way, or at once when that chunk listens (a download). */
  cancelling: boolean;
}

export interface BulkRunOptions {
  /** The action's label: the progress dialog's and the report's title. */
  title: string;
  ids: readonly Identifier[];
  runChunk: (ids: Identifier[], context: ChunkContext) => Promise<ChunkOutcome>;
  /** Records a chunk (runInChunks' default: as many as one bulk call takes). */
  chunkSize?: number;
  /** A record's label for the report. */
  labelOf: (id: string) => string;
  /** After the last chunk, a cancel or an error, before the report shows. */
  onFinish?: (report: BulkReport) => void;
}

/**
 * Controller of a bulk run over many records: runs it in chunks (runInChunks), keeps its
 * progress for the dialog, lets the user cancel, and ends with the report in the product's
 * popup. Leaving the screen cancels the run after the chunk under way.
 *
 * @example
 * const bulk = useBulkRun();
 * bulk.run({ title, ids: selectedIds, runChunk: (ids) => assign(ids), labelOf: String });
 * <BulkProgressDialog progress={bulk.progress} onCancel={bulk.cancel} />
 */
export function useBulkRun() {
  const translate = useTranslate();
  const showPopup = usePopup();
  const [progress, setProgress] = useState<BulkProgress | undefined>(undefined);
  const cancelled = useRef(false);
  const abort = useRef(new AbortController());
  useEffect(
    () => () => {
      cancelled.current = true;
      abort.current.abort();
    },
    [],
  );

  const run = async ({ title, ids, runChunk, chunkSize, labelOf, onFinish }: BulkRunOptions): Promise<BulkReport> => {
    cancelled.current = false;
    abort.current = new AbortController();
    setProgress({ title, handled: 0, total: ids.length, cancelling: false });
    const report = await runInChunks({
      ids,
      runChunk,
      ...(chunkSize ? { chunkSize } : {}),
      onProgress: (handled, total) => setProgress((old) => (old ? { ...old, handled, total } : old)),
      isCancelled: () => cancelled.current,
      signal: abort.current.signal,
    });
    setProgress(undefined);
    onFinish?.(report);
    const copy = (text: string) => void navigator.clipboard?.writeText(text).catch(() => undefined);
    showPopup(bulkReportPopup({ title, report, labelOf, translate, copy }));
    return report;
  };

  const cancel = () => {
    cancelled.current = true;
    // A chunk that listens (a download) stops at once; the others end their call first.
    abort.current.abort();
    setProgress((old) => (old ? { ...old, cancelling: true } : old));
  };

  return { progress, run, cancel };
}

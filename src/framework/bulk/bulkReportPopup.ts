import type { TranslateFunction } from 'ra-core';
import { describeError, technicalSummary } from '../feedback/describeError';
import type { PopupOptions } from '../feedback/popupTypes';
import type { BulkReport } from './runInChunks';

/** Records named under one reason; the others are counted. */
const NAMED_PER_REASON = 5;

export interface BulkReportPopupOptions {
  /** The action's label. */
  title: string;
  report: BulkReport;
  /** A record's label by id (its representation), the id itself when unknown. */
  labelOf: (id: string) => string;
  translate: TranslateFunction;
  /** The copy action of a stopped run: receives the error's technical summary. */
  copy?: (text: string) => void;
}

/**
 * The report of a bulk run in the global popup: how many records were done,
 * then one line a reason with the records it refused, what a cancel or an error left not
 * run, and the error that stopped the run with its details and the copy action.
 */
export function bulkReportPopup({ title, report, labelOf, translate, copy }: BulkReportPopupOptions): PopupOptions {
  const byReason = new Map<string, string[]>();
  for (const failure of report.failures) byReason.set(failure.error, [...(byReason.get(failure.error) ?? []), failure.id]);
  const items = [...byReason].map(([reason, ids]) => {
    const named = ids.slice(0, NAMED_PER_REASON).map(labelOf).join(', ');
    const more = ids.length > NAMED_PER_REASON ? ` ${translate('app.bulk.more', { smart_count: ids.length - NAMED_PER_REASON })}` : '';
    return translate('app.bulk.refused_line', { reason: translate(reason, { _: reason }), smart_count: ids.length, records: `${named}${more}` });
  });
  if (report.notRun > 0) items.push(translate(report.cancelled ? 'app.bulk.not_run_cancelled' : 'app.bulk.not_run_error', { smart_count: report.notRun }));
  const clean = report.failures.length === 0 && report.notRun === 0;
  const subtitle = translate('app.bulk.done_of', { smart_count: report.done, total: report.total });
  if (report.error === undefined) {
    return { type: clean ? 'SUCCESS' : 'WARNING', title, subtitle, ...(items.length ? { items } : {}) };
  }
  const description = describeError(report.error);
  const summary = technicalSummary(description);
  items.push(translate('app.bulk.stopped_by', { error: translate(description.title, { _: translate('errors.fallback_title') }) }));
  return {
    type: 'ERROR',
    title,
    subtitle,
    items,
    accordion: { title: 'errors.details', content: summary },
    actions: [
      ...(copy ? [{ type: 'aux' as const, label: 'errors.copy_errors', onClick: () => copy(summary) }] : []),
      { type: 'return', label: 'errors.return', primary: true },
    ],
  };
}

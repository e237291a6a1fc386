import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { useState } from 'react';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { FIC_PARTIAL_STATUS, type FicFilterImportOutcome, type FicImportOutcome } from '../../contracts/fic';
import { callKeepingRefusals } from './callKeepingRefusals';
import { useFicSession } from './FicProject';
import type { FicScreen } from './ficKinds';
import { importOutcome, mergeOutcomes, partialData, type Outcome } from './ficShapes';
import { filterOf, type FicFilters } from './useFicList';
import { reportSeverity } from './reportSeverity';

/** Rows sent per call when importing a selection, so the progress bar moves. */
export const IMPORT_CHUNK = 25;

/** What to import: the rows ticked, or every row the filter matches (`count` as the screen showed it). */
export type FicImportSelection = { mode: 'selection'; ids: readonly string[] } | { mode: 'filter'; filters: FicFilters; count: number };

export interface Progress {
  done: number;
  total: number;
}

/**
 * Runs an import of one screen with its progress, then says how it went (spec §8): the
 * success toast, the warnings (counts that differ, an aborted import) and the error report.
 */
export function useFicImport(screen: FicScreen) {
  const { fetch, context } = useFicSession();
  const notify = useNotify();
  const showError = useErrorDialog();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<Outcome | null>(null);

  /** `countChanged`: the filter matched another number of rows than the screen showed. */
  const finish = (outcome: Outcome, countChanged: boolean) => {
    if (outcome.aborted > 0) notify('app.fic.messages.ACTIVITIES_IMPORT_ABORTED', { type: 'warning', messageArgs: { smart_count: outcome.aborted } });
    else if (outcome.errors.length > 0 || countChanged) notify('app.fic.messages.SOME_ACTIVITIES_WERE_NOT_IMPORTED', { type: 'warning' });
    else if (reportSeverity(outcome) === 'success') notify('app.fic.messages.ACTIVITIES_IMPORTED_SUCCESSFULLY', { type: 'success' });
    if (outcome.errors.length > 0) setReport(outcome);
  };

  const run = async (target: FicImportSelection): Promise<void> => {
    const outcomes: Outcome[] = [];
    try {
      if (target.mode === 'selection') {
        setProgress({ done: 0, total: target.ids.length });
        for (let start = 0; start < target.ids.length; start += IMPORT_CHUNK) {
          const ids = target.ids.slice(start, start + IMPORT_CHUNK);
          const result = await callKeepingRefusals(fetch, screen.calls.importSelected, { body: { data: ids } }, { keep: [FIC_PARTIAL_STATUS], context });
          outcomes.push(importOutcome(result.ok ? result.answer.data : partialData<FicImportOutcome>(result.body), ids.length));
          setProgress({ done: Math.min(start + IMPORT_CHUNK, target.ids.length), total: target.ids.length });
        }
      } else {
        setProgress({ done: 0, total: target.count });
        const body = { filter: filterOf(target.filters), activitiesSelected: [], countOrders: target.count, infoPag: {} };
        const result = await callKeepingRefusals(fetch, screen.calls.importFiltered, { body }, { keep: [FIC_PARTIAL_STATUS], context });
        outcomes.push(importOutcome(result.ok ? result.answer.data : partialData<FicFilterImportOutcome>(result.body), target.count));
      }
      const outcome = mergeOutcomes(outcomes);
      const matched = outcomes[0]?.countMatched;
      finish(outcome, target.mode === 'filter' && matched !== undefined && matched !== target.count);
    } catch (error) {
      showError(error);
      // What earlier chunks did still counts.
      if (outcomes.length > 0) finish(mergeOutcomes(outcomes), false);
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: ['fic'] });
    }
  };

  return { run, progress, report, closeReport: () => setReport(null) };
}

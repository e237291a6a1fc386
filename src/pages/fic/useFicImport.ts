import { useNotify } from 'ra-core';
import { useState } from 'react';
import { FIC_PARTIAL_STATUS } from '../../contracts/fic';
import { refusalBody } from '../../framework/contracts/callRefusal';
import { useCallMutation } from '../../framework/contracts/useCall';
import { useInvalidateCalls } from '../../framework/contracts/useInvalidateCalls';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import type { FicScreen } from './ficKinds';
import { importOutcome, mergeOutcomes, type Outcome } from './ficShapes';
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
 * A partial import (409) is no failure here: its body holds what was done.
 */
export function useFicImport(screen: FicScreen) {
  const notify = useNotify();
  const showError = useErrorDialog();
  const refresh = useInvalidateCalls();
  const importSelected = useCallMutation(screen.calls.importSelected);
  const importFiltered = useCallMutation(screen.calls.importFiltered);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<Outcome | null>(null);

  /** `countChanged`: the filter matched another number of rows than the screen showed. */
  const finish = (outcome: Outcome, countChanged: boolean) => {
    if (outcome.aborted > 0) notify('app.fic.messages.ACTIVITIES_IMPORT_ABORTED', { type: 'warning', messageArgs: { smart_count: outcome.aborted } });
    else if (outcome.errors.length > 0 || countChanged) notify('app.fic.messages.SOME_ACTIVITIES_WERE_NOT_IMPORTED', { type: 'warning' });
    else if (reportSeverity(outcome) === 'success') notify('app.fic.messages.ACTIVITIES_IMPORTED_SUCCESSFULLY', { type: 'success' });
    if (outcome.errors.length > 0) setReport(outcome);
  };

  /** One chunk of the rows ticked: what it did, a partial import's included. */
  const importChunk = async (ids: readonly string[]): Promise<Outcome> => {
    try {
      return importOutcome((await importSelected.mutateAsync({ body: { data: [...ids] } })).data, ids.length);
    } catch (error) {
      const partial = refusalBody(error, screen.calls.importSelected, FIC_PARTIAL_STATUS);
      if (!partial) throw error;
      return importOutcome(partial.data, ids.length);
    }
  };

  /** Every row the filter matches. */
  const importMatching = async (filters: FicFilters, count: number): Promise<Outcome> => {
    const body = { filter: filterOf(filters), activitiesSelected: [], countOrders: count, infoPag: {} };
    try {
      return importOutcome((await importFiltered.mutateAsync({ body })).data, count);
    } catch (error) {
      const partial = refusalBody(error, screen.calls.importFiltered, FIC_PARTIAL_STATUS);
      if (!partial) throw error;
      return importOutcome(partial.data, count);
    }
  };

  const run = async (target: FicImportSelection): Promise<void> => {
    const outcomes: Outcome[] = [];
    try {
      if (target.mode === 'selection') {
        setProgress({ done: 0, total: target.ids.length });
        for (let start = 0; start < target.ids.length; start += IMPORT_CHUNK) {
          outcomes.push(await importChunk(target.ids.slice(start, start + IMPORT_CHUNK)));
          setProgress({ done: Math.min(start + IMPORT_CHUNK, target.ids.length), total: target.ids.length });
        }
      } else {
        setProgress({ done: 0, total: target.count });
        outcomes.push(await importMatching(target.filters, target.count));
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
      // Rows imported, aborted items listed or cleared: whatever came of it, partial or failed.
      await refresh(screen.calls.list, screen.calls.aborted);
    }
  };

  return { run, progress, report, closeReport: () => setReport(null) };
}

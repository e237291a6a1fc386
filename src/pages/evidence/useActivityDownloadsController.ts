import { useTranslate } from 'ra-core';
import { ACTIVITY_REPORT, EVIDENCE_ZIP, MEDIAS_SIZE } from '../../contracts/evidence';
import { useCall, useCallMutation } from '../../framework/contracts/useCall';
import { saveBlob } from '../../framework/data/saveBlob';
import { failureText } from './evidenceCalls';

export type ActivityDownload = 'report' | 'zip';

export interface ActivityDownloadsParams {
  /** One activity: its report and its zip. */
  activityId?: string | undefined;
  /** Several activities (the list's bulk action): their zip. */
  activityIds?: readonly string[] | undefined;
}

/**
 * The downloads of one activity or several: its report (PDF) and the evidence zip, one at a
 * time, each saved as a file once made; the last failure in the user's words. How many
 * evidence files the zip would hold and their bytes come first (`activity/get-medias-size`):
 * with none, there is no zip to make.
 */
export function useActivityDownloadsController({ activityId, activityIds }: ActivityDownloadsParams) {
  const translate = useTranslate();
  const report = useCallMutation(ACTIVITY_REPORT);
  const zip = useCallMutation(EVIDENCE_ZIP);
  const ids = activityIds ?? (activityId ? [activityId] : []);
  const sizes = useCall(MEDIAS_SIZE, { query: { ids: ids.join(',') } }, { enabled: ids.length > 0 });
  const evidence = sizes.data && {
    count: sizes.data.data.activities.reduce((total, activity) => total + activity.count, 0),
    size: sizes.data.data.size,
  };
  const busy: ActivityDownload | undefined = report.isPending ? 'report' : zip.isPending ? 'zip' : undefined;
  const failure = report.error ?? zip.error;
  const run = (kind: ActivityDownload) => {
    // A new download forgets the other's failure: the message is about the last one.
    report.reset();
    zip.reset();
    const made =
      kind === 'report'
        ? report.mutateAsync({ params: { id: activityId ?? '' } }).then((blob) => saveBlob(blob, `activity-${activityId ?? ''}-report.pdf`))
        : zip
            .mutateAsync({ body: { filters: { ids: [...ids] }, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone } })
            .then((blob) => saveBlob(blob, 'evidence.zip'));
    // The failure is the mutation's, shown from its state.
    made.catch(() => undefined);
  };
  return {
    /** The report needs one activity. */
    hasReport: activityId !== undefined && activityId !== '',
    /** The zip needs some activity with evidence (while the sizes are coming, or when they fail, the zip is offered). */
    hasZip: ids.length > 0 && evidence?.count !== 0,
    /** The evidence files of the activities and their bytes, once known. */
    evidence,
    busy,
    run,
    error: failure ? failureText(failure, translate) : undefined,
  };
}

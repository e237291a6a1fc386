/** Props of the downloads slot: the activity whose report and zip the buttons fetch. */
export interface ActivityDownloadsProps {
  activityId: string;
}

/**
 * The place of the activity's report download and zip download buttons (spec §7:
 * `activity/{id}/report`, `activity/download-zip`), built with the evidence downloads;
 * it renders nothing until then.
 */
export function ActivityDownloads(_props: ActivityDownloadsProps) {
  return null;
}

import { INSTANCE_MEDIA_SIZES, INSTANCE_REPORT, instanceReportName, INSTANCES_ZIP, INSTANCES_ZIP_NAME } from '../../contracts/processInstances';
import { useCall, useCallMutation } from '../../framework/contracts/useCall';
import { useErrorDialog } from '../../framework/feedback/ErrorDialogContext';
import { saveBlob } from '../../framework/data/saveBlob';

export type InstanceDownload = 'report' | 'zip';

/**
 * One instance's downloads: its report (PDF) and its evidence zip, saved under their
 * names (a failure opens the error popup), which one is being prepared, and how much
 * evidence there is.
 */
export function useInstanceDownloads(instanceId: string) {
  const showError = useErrorDialog();
  const sizes = useCall(INSTANCE_MEDIA_SIZES, { query: { ids: instanceId } });
  const report = useCallMutation(INSTANCE_REPORT);
  const zip = useCallMutation(INSTANCES_ZIP);

  const download = async (kind: InstanceDownload) => {
    try {
      if (kind === 'report') saveBlob(await report.mutateAsync({ params: { id: instanceId } }), instanceReportName(instanceId));
      else saveBlob(await zip.mutateAsync({ body: { ids: [instanceId] } }), INSTANCES_ZIP_NAME);
    } catch (failure) {
      showError(failure);
    }
  };

  const preparing: InstanceDownload | undefined = report.isPending ? 'report' : zip.isPending ? 'zip' : undefined;
  return { download, preparing, sizes: sizes.data?.data };
}

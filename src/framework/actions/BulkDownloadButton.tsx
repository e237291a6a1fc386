import FolderZipIcon from '@mui/icons-material/FolderZip';
import { useTranslate } from 'ra-core';
import { BulkProgressDialog } from '../bulk/BulkProgressDialog';
import type { BulkDownload, ResourceModel } from '../registry/types';
import { ActionButton } from './ActionButton';
import { actionText } from './actionText';
import { useBulkDownload } from './useBulkDownload';

/** Bulk button of one of the resource's `bulkDownloads`: the files of the selection, with the run's progress. */
export function BulkDownloadButton({ resource, download }: { resource: ResourceModel; download: BulkDownload }) {
  const translate = useTranslate();
  const c = useBulkDownload(resource, download);
  return (
    <>
      <ActionButton
        label={actionText(translate, resource.name, download.name, 'download')}
        onClick={c.start}
        disabled={c.isPending || c.count === 0}
        startIcon={<FolderZipIcon />}
      />
      <BulkProgressDialog progress={c.progress} onCancel={c.cancel} />
    </>
  );
}

import DownloadIcon from '@mui/icons-material/GetApp';
import { useTranslate } from 'ra-core';
import { BulkProgressDialog } from '../bulk/BulkProgressDialog';
import type { ResourceModel } from '../registry/types';
import { ActionButton } from './ActionButton';
import { useBulkExport } from './useBulkExport';

/** Exports the selected rows alone (the toolbar's export writes the filtered list), reading a large selection with its progress. */
export function BulkExportRecordsButton({ resource }: { resource: ResourceModel }) {
  const translate = useTranslate();
  const c = useBulkExport(resource);
  return (
    <>
      <ActionButton label={translate('app.list.export_selected')} onClick={c.start} disabled={c.isPending || c.count === 0} startIcon={<DownloadIcon />} />
      <BulkProgressDialog progress={c.progress} onCancel={c.cancel} />
    </>
  );
}

/** The UI of resource actions: what the generated list and show pages render. */
export { ActionButtons, type ActionButtonsProps } from './ActionButtons';
export { BulkActionButtons } from './BulkActionButtons';
export { DeleteRecordButton, type DeleteRecordButtonProps } from './DeleteRecordButton';
export { bulkActions, hasBulkActions, hasRecordActions, recordActions } from './recordActions';

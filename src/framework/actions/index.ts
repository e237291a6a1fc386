/** The UI of resource actions: what the generated list and show pages render. */
export { ActionButtons, type ActionButtonsProps } from './ActionButtons';
export { BulkActionButtons } from './BulkActionButtons';
export { SoftDeleteButton, type SoftDeleteButtonProps } from './SoftDeleteButton';
export { bulkActions, hasBulkActions, hasRecordActions, recordActions } from './recordActions';

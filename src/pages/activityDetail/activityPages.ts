/** The activity's hand-written pages, one chunk loaded when either opens (one chunk splits the first page's shared code less than two). */
export { ActivityDetailPage } from './ActivityDetailPage';
export { ExecutionInstructionsPage } from './ExecutionInstructionsPage';

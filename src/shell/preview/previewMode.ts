import { useStore } from 'react-admin';
import { useAppSession } from '../AppSessionContext';

/**
 * Spec §2 "Header": the preview switch is offered to two named users only. The demo's
 * are `preview-admin` (ADMIN) and `preview-member` (USER).
 */
export const PREVIEW_USERNAMES: readonly string[] = ['preview-admin', 'preview-member'];

export function mayPreview(username: string | undefined): boolean {
  return username !== undefined && PREVIEW_USERNAMES.includes(username);
}

/** Whether preview mode is on (only ever for a user who may preview), and the switch. */
export function usePreviewMode(): { allowed: boolean; on: boolean; setOn: (on: boolean) => void } {
  const { store } = useAppSession();
  const allowed = mayPreview(store.user()?.username);
  const [on, setOn] = useStore<boolean>('preview.on', false);
  return { allowed, on: allowed && on, setOn };
}

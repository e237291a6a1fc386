import { useMemo } from 'react';
import { GoToPalette } from '../../framework/goTo/GoToPalette';
import { usePageCatalogue } from '../../framework/pages/PageCatalogueContext';
import { useRegistry } from '../../framework/registry/RegistryContext';
import { useAppSession } from '../AppSessionContext';
import { useFeatureFlags } from '../useFeatureFlags';
import { goToTargets } from './goToTargets';
import { useGoToScreens } from './useGoToScreens';

export interface GoToAnythingDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The go-to palette over this app: the menu's screens and the records of the resources the user may open. */
export function GoToAnythingDialog({ open, onClose }: GoToAnythingDialogProps) {
  const model = useRegistry();
  const pages = usePageCatalogue();
  const { store } = useAppSession();
  const { isEnabled } = useFeatureFlags();
  // The session answers a new list at each call: the memo goes by its text.
  const roles = (store.user()?.roles ?? []).join(',');
  const targets = useMemo(() => goToTargets({ model, pages, roles: roles.split(',').filter(Boolean), isEnabled }), [model, pages, roles, isEnabled]);
  const screens = useGoToScreens();
  return <GoToPalette open={open} onClose={onClose} screens={screens} targets={targets} />;
}

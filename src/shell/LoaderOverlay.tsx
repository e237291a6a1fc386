import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'ra-core';
import { POPUP_Z_INDEX } from '../framework/feedback/GlobalPopup';
import { useAppSession } from './AppSessionContext';

/**
 * Spec §2: a loader overlay while at least one request is pending (requests marked
 * `Loader-Type: none` excepted). It dims the page and shows a bar; it lets clicks through,
 * so a slow background call never locks the screen.
 */
export function LoaderOverlay() {
  const { pending } = useAppSession();
  const translate = useTranslate();
  const count = useSyncExternalStore(pending.subscribe, pending.count, pending.count);
  if (count === 0) return null;
  return (
    <Box
      role="progressbar"
      aria-label={translate('auth.loading')}
      data-testid="loader-overlay"
      sx={{ position: 'fixed', inset: 0, zIndex: POPUP_Z_INDEX - 1, pointerEvents: 'none', backgroundColor: 'rgba(255, 255, 255, 0.15)' }}
    >
      <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
    </Box>
  );
}

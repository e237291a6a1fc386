import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RefreshIconButton } from 'react-admin';
import { useAppSession } from './AppSessionContext';

/**
 * The bar's reload button, a spinner over it while requests are pending. react-admin's
 * LoadingIndicator asks the query cache on every change of any query how many are fetching,
 * a walk over every query kept: in a long session that walk is a share of every screen's
 * work. The app's pending count (the loader overlay's) answers at once.
 */
export function AppReloadButton({ className }: { className?: string }) {
  const { pending } = useAppSession();
  const loading = useSyncExternalStore(
    pending.subscribe,
    () => pending.count() > 0,
    () => false,
  );
  return (
    <Box className={className} sx={{ position: 'relative' }}>
      <RefreshIconButton sx={{ opacity: loading ? 0 : 1 }} />
      {loading && <CircularProgress color="inherit" size={16} thickness={6} sx={{ position: 'absolute', top: '30%', left: '30%' }} />}
    </Box>
  );
}

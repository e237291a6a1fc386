import { keyframes } from '@emotion/react';
import { Notification } from 'react-admin';

/** Spec §9: toasts last 4000 ms, with a progress bar. */
export const TOAST_TIMEOUT_MS = 4000;

const drain = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

/** react-admin's notification, 4000 ms, with a bar that empties while it shows. */
export function ToastNotification() {
  return (
    <Notification
      autoHideDuration={TOAST_TIMEOUT_MS}
      sx={{
        '& .MuiSnackbarContent-root': { position: 'relative', overflow: 'hidden' },
        '& .MuiSnackbarContent-root::after': {
          content: '""',
          position: 'absolute',
          left: 0,
          bottom: 0,
          height: 4,
          width: '100%',
          transformOrigin: 'left',
          backgroundColor: 'rgba(255, 255, 255, 0.7)',
          animation: `${drain} ${TOAST_TIMEOUT_MS}ms linear forwards`,
        },
      }}
    />
  );
}

import { useNotify } from 'ra-core';
import { useErrorDialog, usePopup } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';

// Loaded when the reset is asked for: the user menu is on the first page, the call's contract need not be.
const loadRedefinePassword = () => import('./redefinePasswordCall').then((m) => m.redefinePassword);

/**
 * Redefine password (spec §8): a warning asks first (RESET_PASSWORD_QUESTION_MARK,
 * RESET_PASSWORD_MESSAGE; close or reset); the reset sends an email, and says so.
 */
export function useRedefinePassword(): () => void {
  const showPopup = usePopup();
  const showError = useErrorDialog();
  const notify = useNotify();
  const { http } = useAppSession();
  return () =>
    showPopup({
      type: 'WARNING',
      title: 'RESET_PASSWORD_QUESTION_MARK',
      subtitle: 'RESET_PASSWORD_MESSAGE',
      actions: [
        { type: 'close', label: 'errors.close' },
        {
          type: 'callback',
          label: 'auth.redefine_password.reset',
          primary: true,
          onClick: () => {
            loadRedefinePassword()
              .then((redefinePassword) => redefinePassword(http))
              .then(() => notify('auth.redefine_password.sent', { type: 'success' }))
              .catch(showError);
          },
        },
      ],
    });
}

import { useNotify } from 'ra-core';
import { useErrorDialog, usePopup } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../../shell/AppSessionContext';
import { USER_CALLS } from './userCalls';

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
            http({ method: 'POST', path: USER_CALLS.redefinePassword, body: {} })
              .then(() => notify('auth.redefine_password.sent', { type: 'success' }))
              .catch(showError);
          },
        },
      ],
    });
}

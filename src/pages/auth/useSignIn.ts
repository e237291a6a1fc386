import { useMutation } from '@tanstack/react-query';
import { useLogin, useTranslate } from 'ra-core';
import { useErrorDialog, usePopup } from '../../framework/feedback/ErrorDialogContext';
import { retryAfterOf } from './retryAfterOf';

export interface Credentials {
  username: string;
  password: string;
}

/**
 * Signs in through react-admin's auth provider (the session's sign-in call, then the
 * landing page), with its busy flag; a refusal opens the error popup, and too many
 * failures the same popup saying how long to wait.
 */
export function useSignIn() {
  const translate = useTranslate();
  const login = useLogin();
  const showError = useErrorDialog();
  const showPopup = usePopup();
  const signIn = useMutation({
    mutationFn: (credentials: Credentials) => login(credentials),
    onError: (error) => {
      // The error dialog's title takes no values: the wait goes in a popup of its own.
      const seconds = retryAfterOf(error);
      if (seconds === undefined) showError(error);
      else showPopup({ type: 'ERROR', title: translate('auth.login.too_many_attempts', { smart_count: seconds }) });
    },
  });
  return { signIn: (credentials: Credentials) => signIn.mutate(credentials), busy: signIn.isPending };
}
